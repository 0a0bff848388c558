#!/bin/sh
# The nginx image's entry point: fills each site's upstream with its servers from the environment
# (UPSTREAM_<SITE>=host:port[,host:port…], one variable per site of the registry, e.g.
# UPSTREAM_PUBLISHER, UPSTREAM_INDJECE) and the port from PORT (8080), writes the config to
# /tmp/nginx (the only place it writes), checks it and runs nginx in the foreground.
set -eu
runtime=/tmp/nginx
mkdir -p "$runtime"
config="$runtime/nginx.conf"
port=${PORT:-8080}
case $port in
  '' | *[!0-9]*)
    echo "start.sh: PORT must be a number, not $port" >&2
    exit 2
    ;;
esac
sed "s/{{PORT}}/$port/" /etc/nginx/journals.conf.template > "$config"

for placeholder in $(grep -o '{{UPSTREAM_[A-Z0-9_]*}}' "$config" | sort -u); do
  name=${placeholder#\{\{}
  name=${name%\}\}}
  servers=$(printenv "$name" || true)
  if [ -z "$servers" ]; then
    echo "start.sh: set $name to the app servers of that site (host:port[,host:port…])" >&2
    exit 2
  fi
  # One `server` line per instance, each with the template's options (max_fails, fail_timeout).
  awk -v placeholder="$placeholder" -v servers="$servers" '
    index($0, placeholder) {
      count = split(servers, list, ",")
      for (i = 1; i <= count; i++) {
        line = $0
        sub(placeholder, list[i], line)
        print line
      }
      next
    }
    { print }
  ' "$config" > "$config.next"
  mv "$config.next" "$config"
done

nginx -t -q -c "$config" -e stderr
exec nginx -c "$config" -e stderr -g 'daemon off;'
