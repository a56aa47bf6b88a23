#!/usr/bin/env bash
# A real one-node SLURM cluster on loopback, from Debian's packages
# (slurm-wlm, munge, slurmdbd, mariadb-server), for the SLURM tests and
# scripts/bench-slurm.sh. There is no systemd: each daemon runs in the
# background with its pid file under the state directory, and `down` stops
# exactly those pids. `sacct` needs accounting, hence slurmdbd and MariaDB.
#
#   scripts/slurm-local.sh up      start (idempotent), wait until a job completes
#   scripts/slurm-local.sh down    stop what `up` started, remove its config files
#   scripts/slurm-local.sh status  print the daemons' pids and sinfo
#
# State lives in $NEXUS_SLURM_STATE (default /tmp/nexus-slurm). The config goes
# to /etc/slurm/slurm.conf (where sbatch and sacct look without SLURM_CONF),
# marked as ours; a slurm.conf that is not ours is never overwritten.
# Runs as root (the daemons need it).
set -euo pipefail
state=${NEXUS_SLURM_STATE:-/tmp/nexus-slurm}
conf_dir=/etc/slurm
marker="# written by nexus scripts/slurm-local.sh"
host=$(hostname -s)
dbport=${NEXUS_SLURM_DB_PORT:-13306}
daemons=(slurmd slurmctld slurmdbd mariadbd munged)

die() { echo "slurm-local: $*" >&2; exit 1; }
alive() { [ -f "$state/$1.pid" ] && kill -0 "$(cat "$state/$1.pid")" 2>/dev/null; }
wait_for() { # what, seconds, command...
    local what=$1 secs=$2; shift 2
    for _ in $(seq $((secs * 10))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.1; done
    die "$what did not come up within ${secs}s; see $state/log/"
}
ours() { [ ! -e "$1" ] || head -1 "$1" | grep -qF "$marker"; }

write_conf() {
    ours "$conf_dir/slurm.conf" || die "$conf_dir/slurm.conf exists and is not ours; move it away first"
    ours "$conf_dir/slurmdbd.conf" || die "$conf_dir/slurmdbd.conf exists and is not ours"
    mkdir -p "$conf_dir"
    cat >"$conf_dir/slurm.conf" <<EOF
$marker (state in $state)
ClusterName=local
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
StateSaveLocation=$state/ctld
SlurmdSpoolDir=$state/d
SlurmctldPidFile=$state/slurmctld.pid
SlurmdPidFile=$state/slurmd.pid
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=128
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/slurmdbd
AccountingStorageHost=localhost
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
MinJobAge=300
KillWait=2
SlurmctldLogFile=$state/log/slurmctld.log
SlurmdLogFile=$state/log/slurmd.log
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=4096 State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
    cat >"$conf_dir/slurmdbd.conf" <<EOF
$marker
AuthType=auth/munge
DbdHost=localhost
SlurmUser=root
StorageType=accounting_storage/mysql
StorageHost=127.0.0.1
StoragePort=$dbport
StorageUser=root
StorageLoc=slurm_acct_db
LogFile=$state/log/slurmdbd.log
PidFile=$state/slurmdbd.pid
EOF
    chmod 600 "$conf_dir/slurmdbd.conf"
}

up() {
    [ "$(id -u)" = 0 ] || die "run as root (the daemons need it)"
    for b in munged mariadbd slurmdbd slurmctld slurmd sbatch sacct; do
        command -v "$b" >/dev/null || [ -x "/usr/sbin/$b" ] ||
            die "$b missing: apt-get install slurm-wlm munge slurmdbd mariadb-server"
    done
    if alive slurmd && alive slurmctld && alive slurmdbd; then echo "slurm-local: already up ($state)"; return; fi
    mkdir -p "$state"/{log,ctld,d,munge,db}
    write_conf

    # munge: the key Debian created at install; the socket where the client lib looks.
    if ! alive munged; then
        mkdir -p /run/munge && chown munge: /run/munge "$state/munge" && chmod 755 /run/munge
        runuser -u munge -- /usr/sbin/munged --pid-file="$state/munge/munged.pid" \
            --log-file="$state/munge/munged.log" --seed-file="$state/munge/seed"
        wait_for munged 10 test -s "$state/munge/munged.pid"
        cp "$state/munge/munged.pid" "$state/munged.pid"
    fi

    # MariaDB on its own data directory and a loopback port.
    if ! alive mariadbd; then
        if [ ! -d "$state/db/mysql" ]; then
            mariadb-install-db --user=root --datadir="$state/db" --auth-root-authentication-method=normal \
                >"$state/log/mariadb-install.log" 2>&1 || die "mariadb-install-db failed; see $state/log/mariadb-install.log"
        fi
        setsid /usr/sbin/mariadbd --no-defaults --user=root --datadir="$state/db" --bind-address=127.0.0.1 \
            --port="$dbport" --socket="$state/mysqld.sock" --pid-file="$state/mariadbd.pid" \
            --skip-log-bin --innodb-buffer-pool-size=64M --log-error="$state/log/mariadbd.log" \
            </dev/null >/dev/null 2>&1 &
        wait_for mariadbd 30 mariadb --no-defaults -S "$state/mysqld.sock" -uroot -e 'select 1'
        mariadb --no-defaults -S "$state/mysqld.sock" -uroot -e \
            "CREATE DATABASE IF NOT EXISTS slurm_acct_db; ALTER USER 'root'@'localhost' IDENTIFIED BY ''; CREATE USER IF NOT EXISTS 'root'@'127.0.0.1'; GRANT ALL ON *.* TO 'root'@'127.0.0.1';"
    fi

    if ! alive slurmdbd; then
        setsid /usr/sbin/slurmdbd </dev/null >>"$state/log/slurmdbd.out" 2>&1
        wait_for slurmdbd 30 sacctmgr -n list cluster
        sacctmgr -i add cluster local >/dev/null 2>&1 || true
    fi
    if ! alive slurmctld; then
        setsid /usr/sbin/slurmctld -i </dev/null >>"$state/log/slurmctld.out" 2>&1
        wait_for slurmctld 30 scontrol ping
    fi
    if ! alive slurmd; then
        setsid /usr/sbin/slurmd </dev/null >>"$state/log/slurmd.out" 2>&1
    fi
    scontrol update nodename="$host" state=resume >/dev/null 2>&1 || true
    wait_for "the node" 30 sh -c "sinfo -h -o %t | grep -qE '^(idle|mix|alloc)'"

    # The proof: a job runs and accounting sees it COMPLETED.
    local job
    job=$(sbatch --parsable -o /dev/null -e /dev/null --wrap true) || die "sbatch failed"
    job=${job%%;*}
    wait_for "job $job in sacct as COMPLETED" 60 sh -c "sacct -n -X -j $job -o State | grep -q COMPLETED"
    echo "slurm-local: up ($state); job $job COMPLETED"
}

down() {
    local d pid
    for d in "${daemons[@]}"; do
        [ -f "$state/$d.pid" ] || continue
        pid=$(cat "$state/$d.pid")
        if kill -0 "$pid" 2>/dev/null; then
            kill "$pid"
            for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
            kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
        fi
        rm -f "$state/$d.pid"
    done
    for f in "$conf_dir/slurm.conf" "$conf_dir/slurmdbd.conf"; do
        if [ -e "$f" ] && ours "$f"; then rm -f "$f"; fi
    done
    echo "slurm-local: down"
}

status() {
    local d
    for d in "${daemons[@]}"; do
        if alive "$d"; then echo "$d $(cat "$state/$d.pid")"; else echo "$d not running"; fi
    done
    sinfo 2>&1 || true
}

case "${1:-}" in
up) up ;;
down) down ;;
status) status ;;
*) die "usage: $0 up|down|status" ;;
esac
