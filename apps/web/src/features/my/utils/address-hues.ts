/**
 * Two hues (0-359) read from a wallet address, for the avatar's gradient: the same wallet always
 * gets the same picture, and two wallets side by side rarely look alike. No image, no request.
 */
export function addressHues(address: string): [number, number] {
  const hex = address.replace(/^0x/i, '');
  const read = (part: string) => (/^[0-9a-f]+$/i.test(part) ? Number.parseInt(part, 16) % 360 : 0);
  return [read(hex.slice(0, 6)), read(hex.slice(-6))];
}
