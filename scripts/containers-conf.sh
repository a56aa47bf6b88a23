#!/usr/bin/env bash
# Writes /etc/containers/containers.conf for `nexus start --container`
# (issue 44) when it is missing; a file that exists is left alone. This is
# how a machine's owner sets, once for the whole host, what podman's
# defaults get wrong on hosts like CI's:
#
#   - hybrid cgroups, on which crun fails ("cgroups in hybrid mode not
#     supported"): runtime = "runc", cgroup_manager = "cgroupfs";
#   - no CAP_SYS_RESOURCE, so podman's default rlimits cannot be set:
#     default_ulimits at or under this shell's hard limits. nproc is also
#     capped at kernel.pid_max: podman runs conmon with RLIMIT_NPROC no
#     higher than that, and runc then cannot raise it (measured: with
#     pid_max 32768, nproc=32769 fails with "error setting rlimit type 6").
#
# With the file, a plain `podman run --read-only …` works, so nexus passes
# no machine-specific option. Run as root. Prints what it did.
#
#   scripts/containers-conf.sh [FILE]     (default /etc/containers/containers.conf)
set -euo pipefail
conf=${1:-/etc/containers/containers.conf}
if [ -e "$conf" ]; then
    echo "containers-conf: $conf exists; left as it is"
    exit 0
fi
nofile=$(ulimit -Hn)
nproc=$(ulimit -Hu)
pid_max=$(cat /proc/sys/kernel/pid_max 2>/dev/null || echo 32768)
[ "$nofile" = unlimited ] && nofile=1048576
[ "$nproc" = unlimited ] && nproc=$pid_max
[ "$nproc" -gt "$pid_max" ] && nproc=$pid_max
runtime=""
if command -v runc >/dev/null 2>&1; then
    runtime='runtime = "runc"'
fi
mkdir -p "$(dirname "$conf")"
cat > "$conf.tmp.$$" <<CONF
# Written by nexus's scripts/containers-conf.sh (issue 44): runc and
# cgroupfs for hybrid cgroups (crun refuses them), and rlimits at or under
# the host's hard limits (no CAP_SYS_RESOURCE to raise them).
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]

[engine]
$runtime
cgroup_manager = "cgroupfs"
CONF
mv "$conf.tmp.$$" "$conf"
echo "containers-conf: wrote $conf (nofile $nofile, nproc $nproc)"
