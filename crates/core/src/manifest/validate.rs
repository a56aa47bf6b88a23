//! The rules a manifest's parts must keep together, each checked once the
//! parts are read: option and property names that two arguments would
//! share, renderings' entries, and morloc instances whose state would split.

use super::at::At;
use super::{
    Arg, ArgKind, Command, CommandType, INSTANCE_PROPERTY, Instances, ManifestError, Pool,
    RENDER_PROPERTY,
};
use crate::schema::Schema;

impl Arg {
    /// How an error names this argument: `positional 1`, `option --x`,
    /// `flag --x`, `record argument --cfg`.
    fn describe(&self, position: usize) -> String {
        let switch = |short: &Option<char>, long: &Option<String>| match (long, short) {
            (Some(l), _) => format!("--{l}"),
            (None, Some(c)) => format!("-{c}"),
            (None, None) => "with no name".to_string(),
        };
        match &self.kind {
            ArgKind::Pos { .. } => format!("positional {position}"),
            ArgKind::Opt { short, long, .. } => format!("option {}", switch(short, long)),
            ArgKind::Flag { short, long, .. } => format!("flag {}", switch(short, long)),
            ArgKind::Grp {
                group_opt: Some((short, long)),
                ..
            } => format!("record argument {}", switch(short, long)),
            ArgKind::Grp { .. } => "unrolled record".to_string(),
        }
    }
}

/// Private and keyed instances of a pool morloc generated keep their state
/// in the pool's one worker process. morloc's Python and R pools fork a
/// second worker while a function waits on a foreign call (py/pool.py:42-53
/// and :420 count busy workers and spawn; r/pool.R:121-128 and :287-299),
/// and later calls then land on either worker: the Python one exits after
/// 5 s idle (py/pool.py:224, :252), taking its state with it; the R one
/// never exits. So an instance is refused for such a pool when one of its
/// commands calls into another pool. The C++ pool's workers are threads of
/// one process (rust/morloc-runtime/src/pool_ffi.rs:310-335), which share
/// its state, so it is exempt.
pub(super) fn check_morloc_instances(
    pools: &[Pool],
    index: usize,
    commands: &[Command],
    at: &At,
) -> Result<(), ManifestError> {
    let pool = &pools[index];
    if pool.socket.is_none()
        || pool.instances == Instances::Shared
        || matches!(pool.lang.as_str(), "cpp" | "c++")
    {
        return Ok(());
    }
    let Some((cmd, other)) = commands
        .iter()
        .filter(|c| c.kind == CommandType::Remote && c.pool == index)
        .find_map(|c| Some((c, *c.needed_pools.iter().find(|&&n| n != index)?)))
    else {
        return Ok(());
    };
    Err(at.required("instances")?.error(format!(
        "a private or keyed instance keeps its state in the pool's one worker, but {:?} calls into pool {other}, and while it waits morloc's {} pool forks another worker that later calls may reach instead, so the state would split; keep the stateful functions in a pool whose commands call no other pool, or use \"shared\"",
        cmd.name,
        if matches!(pool.lang.as_str(), "r" | "R") { "R" } else { "Python" }
    )))
}

/// Each rendering's `entry` names a command with the command's own number
/// of arguments.
pub(super) fn check_entries(
    command: &Command,
    at: &At,
    all: &[Command],
) -> Result<(), ManifestError> {
    let Some(list) = at.child("terminals") else {
        return Ok(());
    };
    for (t, t_at) in command.terminals.iter().zip(list.items()?) {
        let (Some(entry), Some(entry_at)) = (&t.entry, t_at.child("entry")) else {
            continue;
        };
        match all.iter().find(|c| &c.name == entry) {
            None => {
                return Err(entry_at.error(format!("names no command of this manifest: {entry:?}")));
            }
            Some(c) if c.args.len() != command.args.len() => {
                return Err(entry_at.error(format!(
                    "{entry:?} takes {} arguments but {:?} takes {}; a rendering takes the command's own arguments",
                    c.args.len(),
                    command.name,
                    command.args.len()
                )));
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// Every property the command publishes over MCP and the JSON API
/// (`crate::arguments::properties`) has a name of its own: a positional
/// `name`, an option's or flag's long name, a record field, the instance
/// key and `_render` would otherwise take one value for two arguments, and
/// the JSON Schema would hold one key twice. Run once the command knows its
/// pool's `instances`. The error names both arguments and what to rename.
pub(super) fn check_property_names(at: &At, command: &Command) -> Result<(), ManifestError> {
    // (property, what publishes it, the index of its argument if any)
    let mut seen: Vec<(String, String, Option<usize>)> = Vec::new();
    let mut position = 0;
    let mut claims = Vec::new();
    for (i, arg) in command.args.iter().enumerate() {
        if matches!(arg.kind, ArgKind::Pos { .. }) {
            position += 1;
        }
        let what = arg.describe(position);
        match arg.property_name(position) {
            Some(name) => claims.push((name, what, Some(i))),
            None => {
                if let Schema::Record(fields) = arg.schema().strip() {
                    for (key, _) in fields {
                        claims.push((key.clone(), format!("field {key:?} of the {what}"), Some(i)));
                    }
                }
            }
        }
    }
    if command.instances != Instances::Shared {
        claims.push((
            INSTANCE_PROPERTY.to_string(),
            format!(
                "the instance key of this {} pool",
                if command.instances == Instances::Keyed {
                    "keyed"
                } else {
                    "private"
                }
            ),
            None,
        ));
    }
    if !command.terminals.is_empty() {
        claims.push((
            RENDER_PROPERTY.to_string(),
            "the choice of rendering (the command has terminals)".to_string(),
            None,
        ));
    }
    for (name, what, index) in claims {
        if let Some((_, first, first_index)) = seen.iter().find(|(n, _, _)| *n == name) {
            let place = |i: &Option<usize>| i.map(|i| format!(" (args[{i}])")).unwrap_or_default();
            let path = match index.or(*first_index) {
                Some(i) => format!("{}.args[{i}]", at.path),
                None => at.path.clone(),
            };
            return Err(ManifestError {
                file: at.file.to_string(),
                path,
                message: format!(
                    "the {what}{} and the {first}{} are both published as the property {name:?}, so one value would fill both; rename one of them (a positional's \"name\", an option's or flag's \"long\", a record field)",
                    place(&index),
                    place(first_index),
                ),
            });
        }
        seen.push((name, what, index));
    }
    Ok(())
}

/// Two arguments of one command may not answer to the same option name.
pub(super) fn check_arg_names(at: &At, args: &[Arg]) -> Result<(), ManifestError> {
    let mut seen: Vec<String> = Vec::new();
    let mut claim = |name: String, i: usize| -> Result<(), ManifestError> {
        if seen.contains(&name) {
            return Err(ManifestError {
                file: at.file.to_string(),
                path: format!("{}.args[{i}]", at.path),
                message: format!("option {name:?} is used twice in this command"),
            });
        }
        seen.push(name);
        Ok(())
    };
    for (i, arg) in args.iter().enumerate() {
        let mut names = Vec::new();
        match &arg.kind {
            ArgKind::Opt { short, long, .. } => names.extend([
                short.map(|c| format!("-{c}")),
                long.as_ref().map(|l| format!("--{l}")),
            ]),
            ArgKind::Flag {
                short,
                long,
                long_rev,
                ..
            } => names.extend([
                short.map(|c| format!("-{c}")),
                long.as_ref().map(|l| format!("--{l}")),
                long_rev.as_ref().map(|l| format!("--{l}")),
            ]),
            ArgKind::Grp {
                group_opt, entries, ..
            } => {
                if let Some((s, l)) = group_opt {
                    names.extend([
                        s.map(|c| format!("-{c}")),
                        l.as_ref().map(|l| format!("--{l}")),
                    ]);
                }
                for (_, e) in entries {
                    if let ArgKind::Opt { short, long, .. } | ArgKind::Flag { short, long, .. } =
                        &e.kind
                    {
                        names.extend([
                            short.map(|c| format!("-{c}")),
                            long.as_ref().map(|l| format!("--{l}")),
                        ]);
                    }
                }
            }
            ArgKind::Pos { .. } => {}
        }
        for n in names.into_iter().flatten() {
            claim(n, i)?;
        }
    }
    Ok(())
}
