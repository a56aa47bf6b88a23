# allkinds test program, R half: identity and edge-case functions.

ident <- function(x) x

r_kinds <- function(pos, n, label, loud) list(pos = pos, n = n, label = label, loud = loud)

r_grp <- function(monster, weapon) list(monster = monster, weapon = weapon)

r_table <- function(n) list()

r_fail <- function() stop("boom from R")

r_echo <- function(s) s

r_big <- function(n) strrep("x", n)

r_add <- function(a, b) a + b
