#!/usr/bin/env bash
# Builds a runnable image for `nexus start --container IMAGE` (issue 44)
# with no registry: a Debian root from Debian's packages (mmdebstrap), then
# `podman import` (or `docker import`). The image holds only the language
# runtimes the exposed programs use; it does not contain nexus, which
# `start --container` mounts read-only from the host.
#
#   deploy/image.sh [--r] [--tag NAME] [--engine podman|docker] [--suite S] [--force]
#
#   (default)     python3                          -> localhost/nexus-runtime:python
#   --r           python3 r-base-core r-cran-jsonlite -> localhost/nexus-runtime:python-r
#   --tag NAME    the image's name instead
#   --engine E    the engine that imports it (default: podman, else docker)
#   --suite S     the Debian suite (default: this machine's, else bookworm)
#   --force       rebuild even when the image exists
#
# Prints the image's name on stdout. A second run is a no-op while the image
# exists. The variant is `essential` plus the runtimes: python3-minimal alone
# lacks `json`, so the whole python3 goes in. Needs root (or mmdebstrap's
# unshare mode) and Debian's mirror or a local apt proxy.
set -euo pipefail
with_r=0
tag=""
engine=""
force=0
suite=""
while [ $# -gt 0 ]; do
    case "$1" in
        --r) with_r=1 ;;
        --tag) tag=${2:?--tag needs a name}; shift ;;
        --engine) engine=${2:?--engine needs podman or docker}; shift ;;
        --suite) suite=${2:?--suite needs a Debian suite}; shift ;;
        --force) force=1 ;;
        -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
        *) echo "image.sh: unknown argument $1; see $0 --help" >&2; exit 2 ;;
    esac
    shift
done
if [ -z "$engine" ]; then
    if command -v podman >/dev/null 2>&1; then engine=podman
    elif command -v docker >/dev/null 2>&1; then engine=docker
    else echo "image.sh: neither podman nor docker is installed; apt-get install podman runc" >&2; exit 1
    fi
fi
packages=python3
[ -z "$tag" ] && tag=localhost/nexus-runtime:python
if [ "$with_r" = 1 ]; then
    packages="python3,r-base-core,r-cran-jsonlite"
    [ "$tag" = localhost/nexus-runtime:python ] && tag=localhost/nexus-runtime:python-r
fi
if [ "$force" = 0 ] && "$engine" image exists "$tag" 2>/dev/null; then
    echo "$tag"
    exit 0
fi
if [ "$force" = 0 ] && [ "$engine" = docker ] && docker image inspect "$tag" >/dev/null 2>&1; then
    echo "$tag"
    exit 0
fi
command -v mmdebstrap >/dev/null 2>&1 || {
    echo "image.sh: mmdebstrap is not installed; apt-get install mmdebstrap" >&2
    exit 1
}
if [ -z "$suite" ]; then
    suite=$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}")
    [ -z "$suite" ] && suite=bookworm
fi
echo "image.sh: building $tag from Debian $suite with $packages (mmdebstrap --variant=essential)" >&2
# The tarball goes straight into the engine: nothing is left on disk.
mmdebstrap --quiet --variant=essential --include="$packages" \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    "$suite" - \
    | "$engine" import --change 'CMD ["/bin/sh"]' - "$tag" >&2
echo "$tag"
