#!/bin/sh
# Renders nginx.conf from UPSTREAMS (host:port, space separated), then runs nginx on 8443.
set -eu
upstreams=""
for upstream in ${UPSTREAMS:?UPSTREAMS lists the API replicas}; do
  upstreams="${upstreams}    server ${upstream} max_fails=1 fail_timeout=5s;
"
done
awk -v ups="$upstreams" '{ if ($0 ~ /@UPSTREAMS@/) printf "%s", ups; else print }' \
  /etc/nginx/woohoo.conf.template >/tmp/nginx.conf
nginx -t -q -c /tmp/nginx.conf
exec nginx -c /tmp/nginx.conf -g 'daemon off;'
