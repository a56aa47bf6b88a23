# nexus source reader for R (embedded in the binary; see src/source/mod.rs).
#
# Describes the top-level functions of one R file as JSON on stdout: each
# function's name, line, formals (defaults as JSON when they are literals,
# else their text) and the roxygen (#') lines above it. The file is parsed
# with parse(), never sourced or evaluated. The nexus reads the types from
# the roxygen lines; every judgement happens there, not here.
# Runs as `Rscript --vanilla -e "eval(parse(text = Sys.getenv('NEXUS_READER')))" FILE`.

local({
  args <- commandArgs(trailingOnly = TRUE)
  path <- args[length(args)]
  emit <- function(x) {
    cat(jsonlite::toJSON(x, auto_unbox = TRUE, null = "null", digits = NA), "\n", sep = "")
    quit(save = "no", status = 0)
  }
  if (!requireNamespace("jsonlite", quietly = TRUE)) {
    message("the R package jsonlite is not installed")
    quit(save = "no", status = 3)
  }
  lines <- readLines(path, warn = FALSE, encoding = "UTF-8")
  exprs <- tryCatch(parse(path, keep.source = TRUE, encoding = "UTF-8"), error = function(e) e)
  if (inherits(exprs, "error")) {
    msg <- conditionMessage(exprs)
    m <- regmatches(msg, regexec(":([0-9]+):[0-9]+:", msg))[[1]]
    emit(list(syntax_error = list(line = if (length(m) > 1) as.integer(m[2]) else 0L,
                                  message = gsub("\n", " ", msg))))
  }
  refs <- attr(exprs, "srcref")
  literal <- function(d) {
    if (is.null(d)) return(list(json = "null"))
    if (is.atomic(d) && length(d) == 1 && !is.na(d))
      return(list(json = as.character(jsonlite::toJSON(d, auto_unbox = TRUE, digits = NA))))
    if (is.call(d) && identical(d[[1]], as.name("-")) && length(d) == 2 && is.numeric(d[[2]]))
      return(list(json = as.character(jsonlite::toJSON(-d[[2]], auto_unbox = TRUE, digits = NA))))
    if (is.call(d) && identical(d[[1]], as.name("c")) &&
        all(vapply(as.list(d)[-1], function(x) is.atomic(x) && length(x) == 1 && !is.na(x), TRUE)))
      return(list(json = as.character(jsonlite::toJSON(unlist(as.list(d)[-1]), digits = NA))))
    list(text = paste(deparse(d), collapse = " "))
  }
  roxygen <- function(line) {
    j <- line - 1L
    doc <- character()
    while (j >= 1L && grepl("^\\s*#'", lines[j])) {
      doc <- c(sub("^\\s*#' ?", "", lines[j]), doc)
      j <- j - 1L
    }
    list(lines = as.list(doc), first = j + 1L)
  }
  head <- character()
  for (l in lines) {
    if (grepl("^#!", l) || grepl("^\\s*#'", l)) next
    if (!grepl("^\\s*#", l)) break
    head <- c(head, sub("^\\s*#+ ?", "", l))
  }
  functions <- list()
  for (i in seq_along(exprs)) {
    e <- exprs[[i]]
    if (!is.call(e) || length(e) != 3) next
    op <- as.character(e[[1]])
    if (!(op %in% c("<-", "=", "<<-")) || !is.name(e[[2]])) next
    f <- e[[3]]
    if (!is.call(f) || !identical(f[[1]], as.name("function"))) next
    line <- refs[[i]][1]
    fmls <- f[[2]]
    params <- lapply(seq_along(fmls), function(k) {
      n <- names(fmls)[k]
      missing_default <- identical(fmls[[k]], quote(expr = ))
      list(name = n, default = if (missing_default) NULL else literal(fmls[[k]]))
    })
    doc <- roxygen(line)
    functions[[length(functions) + 1L]] <- list(
      name = as.character(e[[2]]), line = line, params = params,
      doc = doc$lines, doc_line = doc$first)
  }
  emit(list(head = as.list(head), functions = functions))
})
