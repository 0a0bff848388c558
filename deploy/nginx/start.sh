#!/bin/sh
# The nginx image's entry point: picks the config (TLS on, unless TLS=off), fills in its ports and
# each site's upstream with its servers from the environment (UPSTREAM_<SITE>=host:port[,…], one
# variable per site of the registry, e.g. UPSTREAM_PUBLISHER, UPSTREAM_INDJECE), writes it to
# /tmp/nginx (the only place it writes), checks it and runs nginx in the foreground.
#   TLS=on (default)  https on HTTPS_PORT (8443) with the certificate and key of /etc/nginx/tls
#                     (tls.crt with its chain, tls.key); on PORT (8080) a 301 of every request to
#                     https://<host>:PUBLIC_HTTPS_PORT (443, the port readers reach, left out of
#                     the address when it is 443)
#   TLS=off           the sites over plain http on PORT, behind a load balancer that terminates TLS
set -eu
runtime=/tmp/nginx
templates=/etc/nginx/journals
tls_folder=/etc/nginx/tls
mkdir -p "$runtime"
config="$runtime/nginx.conf"

fail() {
  echo "start.sh: $*" >&2
  exit 2
}

# The variable's value (or its default) when it is a port number.
port_of() {
  value=$(printenv "$1" || true)
  value=${value:-$2}
  case $value in
    '' | *[!0-9]*) fail "$1 must be a port number, not $value" ;;
  esac
  echo "$value"
}

port=$(port_of PORT 8080)
case ${TLS:-on} in
  on)
    https_port=$(port_of HTTPS_PORT 8443)
    public_https_port=$(port_of PUBLIC_HTTPS_PORT 443)
    for file in "$tls_folder/tls.crt" "$tls_folder/tls.key"; do
      [ -r "$file" ] || fail "cannot read $file: mount the certificate (tls.crt, its chain after" \
        "it) and its key (tls.key) in $tls_folder, readable by nginx's user (uid 33), e.g. a" \
        "kubernetes.io/tls Secret; or set TLS=off behind a load balancer that terminates TLS"
    done
    if [ "$public_https_port" = 443 ]; then suffix=''; else suffix=":$public_https_port"; fi
    sed -e "s/{{PORT}}/$port/g" -e "s/{{HTTPS_PORT}}/$https_port/g" \
      -e "s/:{{PUBLIC_HTTPS_PORT}}/$suffix/g" "$templates/tls.conf.template" > "$config"
    ;;
  off)
    sed "s/{{PORT}}/$port/g" "$templates/plain.conf.template" > "$config"
    ;;
  *)
    fail "TLS must be on or off, not $TLS"
    ;;
esac

for placeholder in $(grep -o '{{UPSTREAM_[A-Z0-9_]*}}' "$config" | sort -u); do
  name=${placeholder#\{\{}
  name=${name%\}\}}
  servers=$(printenv "$name" || true)
  [ -n "$servers" ] || fail "set $name to the app servers of that site (host:port[,host:port…])"
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
