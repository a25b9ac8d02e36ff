-- Where the door of a delivery address is (docs/rules.md "Locations on a delivery address"):
-- chosen on /choose-location (SPEC 2), optional, both coordinates or neither, in WGS 84 degrees
-- to 5 decimals (about 1.1 m). Orders copy it with the rest of the address into their JSON.
ALTER TABLE mall_addresses
  ADD COLUMN latitude NUMERIC(7, 5),
  ADD COLUMN longitude NUMERIC(8, 5),
  ADD CONSTRAINT mall_addresses_location_ck CHECK (
    (latitude IS NULL) = (longitude IS NULL)
    AND latitude BETWEEN -90 AND 90
    AND longitude BETWEEN -180 AND 180
  );
