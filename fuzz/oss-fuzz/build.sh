#!/bin/bash -eu
# OSS-Fuzz's build script for nexus (projects/nexus/build.sh there): the
# repository's .clusterfuzzlite/build.sh, as is. It builds every target of
# fuzz/ with `cargo fuzz build -O` and leaves each one's binary, dictionary,
# seed corpus zip and options in $OUT (BUILD.md, "Fuzzing", "Continuous
# fuzzing").
exec "$SRC/nexus/.clusterfuzzlite/build.sh"
