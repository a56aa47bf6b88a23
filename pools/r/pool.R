# nexus R pool runtime.
#
# Owns one R worker process: it loads the program's R source, maps each
# command's `mid` to its function, and answers packets from the nexus
# (docs/POOL-PROTOCOL.md): requests on fd 3, replies on fd 4, never fd 1.
# PING is echoed; a CALL decodes each JSON argument by its schema, runs the
# function and answers one DATA packet (the result encoded by the return
# schema, or a FAIL text: the error's message); payloads of `inline_size`
# bytes or more travel through /dev/shm in both directions.
# Integers of width 8 (i8 u8 j) that a double cannot hold exactly stay exact
# decimal strings. Base R and jsonlite only.
# Functions report progress and logs with nexus_progress(done, total, message)
# and nexus_log(level, message), defined in the pool's environment and sent
# as REPORT packets before the reply; progress only when the CALL says
# someone listens, and at most one per REPORT_INTERVAL seconds.
# Runs as `Rscript pool.R MANIFEST INDEX`, or evaluated from text with
# `--args MANIFEST INDEX` (a leading "--args" in the trailing arguments is skipped).

local({
  MAGIC <- as.raw(c(0x6D, 0xF8, 0x07, 0x07))
  MAGIC_WORD <- 0x0707F86D
  MAX_LENGTH <- 2^40           # a larger packet length is a protocol error
  REPORT_INTERVAL <- 0.02      # seconds between two progress reports sent
  MAX_MESSAGE <- 16384L        # characters kept of one message
  LEVELS <- c("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")
  DEFAULT_INLINE_SIZE <- 65536 # manifest `inline_size` when omitted or null
  B64 <- strsplit("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/", "")[[1]]
  PRIM <- c("b", "int", "big", "f", "s")
  # a JSON string, or an integer of 16+ digits (kept exact by quoting it before parsing)
  BIG_RE <- '"(?:[^"\\\\]++|\\\\.)*+"|(?<![0-9.eE+-])-?[0-9]{16,}(?![0-9.eE])'

  `%||%` <- function(a, b) if (is.null(a)) b else a
  die <- function(status, ...) {
    cat("nexus R pool:", ..., "\n", file = stderr())
    quit(save = "no", status = status, runLast = FALSE)
  }

  # ---- schemas (SPEC 1.2) -> list(k = kind, e = children, keys, q = quoted keys) ----
  parse_schema <- function(text) {
    ch <- strsplit(text, "")[[1]]
    i <- 1L
    nxt <- function() {
      if (i > length(ch)) stop("schema '", text, "' ends early")
      i <<- i + 1L
      ch[i - 1L]
    }
    size <- function() {
      n <- match(nxt(), B64) - 1L
      if (is.na(n)) stop("bad size digit in schema '", text, "'")
      n
    }
    fields <- function() {
      n <- size()
      keys <- character(n)
      e <- vector("list", n)
      for (j in seq_len(n)) {
        klen <- size()
        keys[j] <- paste(ch[i - 1L + seq_len(klen)], collapse = "")
        i <<- i + klen
        e[[j]] <- node()
      }
      list(k = "m", e = e, keys = keys,
           q = vapply(keys, function(k) as.character(jsonlite::toJSON(k, auto_unbox = TRUE)), ""))
    }
    node <- function() {
      c <- nxt()
      switch(c,
        "<" = { depth <- 1L
                while (depth > 0L) { d <- nxt(); depth <- depth + (d == "<") - (d == ">") }
                node() },
        z = list(k = "z"),
        b = list(k = "b"),
        i = , u = { w <- size(); list(k = if (w == 8L || (c == "u" && w == 4L)) "big" else "int") },
        j = list(k = "big"),
        f = { size(); list(k = "f") },
        s = list(k = "s"),
        a = list(k = "a", e = node()),
        t = { n <- size(); list(k = "t", e = lapply(seq_len(n), function(.) node())) },
        m = fields(),
        "?" = list(k = "?", e = node()),
        "T" = { fields(); list(k = "any") },  # Arrow table: no JSON form, passed through
        F = , O = , I = list(k = "any"),     # stream handles: no JSON form
        stop("unknown schema type '", c, "' in '", text, "'"))
    }
    node()
  }
  schema_or_any <- function(text) {
    if (is.null(text)) return(list(k = "any"))
    tryCatch(parse_schema(text), error = function(e) list(k = "any"))
  }

  # ---- JSON -> R, by schema ----
  exact_or_text <- function(txt) {  # decimal strings -> doubles when exact
    d <- as.numeric(txt)
    if (all(abs(d) < 2^53)) d else txt
  }
  big_values <- function(v) {
    if (is.character(v)) return(exact_or_text(v))
    if (is.list(v) && any(vapply(v, is.character, NA)))
      return(exact_or_text(vapply(v, function(x) if (is.character(x)) x else sprintf("%.0f", x), "")))
    as.numeric(unlist(v))
  }
  empty <- list(b = logical(0), int = integer(0), big = numeric(0), f = numeric(0), s = character(0))
  dec <- function(v, s) {
    switch(s$k,
      z = NULL,
      b = as.logical(v),
      int = { v <- as.numeric(v); if (all(abs(v) <= .Machine$integer.max)) as.integer(v) else v },
      big = big_values(v),
      f = as.numeric(v),
      s = v,
      a = if (s$e$k %in% PRIM) {
            if (!length(v)) empty[[s$e$k]]
            else if (s$e$k == "big") big_values(v)
            else dec(unlist(v), s$e)
          } else lapply(v, dec, s$e),
      t = lapply(seq_along(s$e), function(j) dec(v[[j]], s$e[[j]])),
      m = { out <- vector("list", length(s$keys))
            names(out) <- s$keys
            for (j in seq_along(s$keys)) out[j] <- list(dec(v[[s$keys[j]]], s$e[[j]]))
            out },
      "?" = if (is.null(v)) NULL else dec(v, s$e),
      v)
  }
  parse_json <- NULL  # jsonlite::parse_json, bound once jsonlite is known to be installed
  decode <- function(txt, s) {
    Encoding(txt) <- "UTF-8"
    if (nchar(txt, "bytes") >= 16L && grepl("[0-9]{16}", txt, perl = TRUE)) {
      m <- gregexpr(BIG_RE, txt, perl = TRUE)
      regmatches(txt, m) <- lapply(regmatches(txt, m), function(x) {
        num <- substr(x, 1, 1) != '"'
        x[num] <- paste0('"', x[num], '"')
        x
      })
    }
    dec(parse_json(txt, simplifyVector = FALSE), s)
  }

  # ---- R -> JSON, by schema ----
  one <- function(x, what) {
    if (length(x) != 1L) stop("expected one ", what, ", got a value of length ", length(x))
    x
  }
  enc_bool <- function(x) {
    if (!is.logical(x) || anyNA(x)) stop("expected TRUE or FALSE")
    ifelse(x, "true", "false")
  }
  enc_int <- function(x) {
    if (is.character(x)) {
      if (!all(grepl("^-?[0-9]+$", x))) stop("expected an integer, got \"", x[!grepl("^-?[0-9]+$", x)][1], "\"")
      return(x)
    }
    if (!is.numeric(x) || anyNA(x) || any(!is.finite(x)) || any(x != trunc(x))) stop("expected a whole number")
    if (is.integer(x)) return(as.character(x))
    out <- sprintf("%.0f", x)
    out[out == "-0"] <- "0"
    out
  }
  enc_real <- function(x) {
    if (!is.numeric(x)) stop("expected a number")
    x <- as.double(x)
    if (any(!is.finite(x))) stop("cannot encode NA, NaN or Inf as a JSON number")
    out <- sprintf("%.15g", x)
    for (digits in c("%.16g", "%.17g")) {  # shortest text that reads back exactly
      bad <- as.numeric(out) != x
      if (!any(bad)) break
      out[bad] <- sprintf(digits, x[bad])
    }
    plain <- !grepl("[.e]", out)
    out[plain] <- paste0(out[plain], ".0")
    out
  }
  enc_str <- function(x) {
    if (!is.character(x)) x <- as.character(x)
    if (anyNA(x)) stop("expected a string, got NA")
    x <- enc2utf8(x)
    out <- paste0('"', x, '"')
    esc <- grepl('[\\x01-\\x1f"\\\\]', x, perl = TRUE, useBytes = TRUE)
    if (any(esc)) out[esc] <- vapply(x[esc], function(s) as.character(jsonlite::toJSON(s, auto_unbox = TRUE)), "")
    out
  }
  enc_prim <- function(x, k) switch(k, b = enc_bool(x), int = , big = enc_int(x), f = enc_real(x), s = enc_str(x))
  rows <- function(df) lapply(seq_len(nrow(df)), function(r) lapply(df, `[[`, r))
  enc <- function(x, s) {
    switch(s$k,
      b = enc_bool(one(x, "value")),
      int = , big = enc_int(one(x, "value")),
      f = enc_real(one(x, "value")),
      s = enc_str(one(x, "value")),
      z = "null",
      a = { if (is.data.frame(x)) x <- rows(x)
            items <- if (!length(x)) character(0)
                     else if (is.atomic(x) && s$e$k %in% PRIM) enc_prim(x, s$e$k)
                     else vapply(if (is.atomic(x)) as.list(x) else x, enc, "", s$e)
            paste0("[", paste(items, collapse = ","), "]") },
      t = { if (length(x) != length(s$e)) stop("expected a tuple of ", length(s$e), ", got length ", length(x))
            paste0("[", paste(vapply(seq_along(s$e), function(j) enc(x[[j]], s$e[[j]]), ""), collapse = ","), "]") },
      m = { if (is.data.frame(x)) x <- rows(x)[[one(seq_len(nrow(x)), "record row")]]
            if (!length(s$keys)) return("{}")
            vals <- vapply(seq_along(s$keys), function(j) {
              key <- s$keys[j]
              if (key %in% names(x)) enc(x[[key]], s$e[[j]])
              else if (s$e[[j]]$k == "?") "null"
              else stop("record field '", key, "' is missing")
            }, "")
            paste0("{", paste0(s$q, ":", vals, collapse = ","), "}") },
      "?" = if (is.null(x) || (is.atomic(x) && length(x) == 1L && is.na(x))) "null" else enc(x, s$e),
      as.character(jsonlite::toJSON(x, auto_unbox = TRUE, digits = NA, null = "null", na = "null")))
  }

  # ---- packets ----
  le64 <- function(n) as.raw((n %/% 256^(0:7)) %% 256)
  # a header's u32 words as doubles: [1] magic, [5] mid, [6] offset, [7]+[8]*2^32 length
  words <- function(h) { x <- readBin(h, "integer", 8L, 4L, endian = "little"); x + (x < 0) * 4294967296 }
  # the first 24 bytes of a DATA header, by source, format and status
  data_head <- function(source, format, status)
    c(MAGIC, raw(8), as.raw(c(0, source, format, 0, 0, status)), raw(6))
  HEAD_OK <- data_head(0, 0, 0)
  HEAD_FAIL <- data_head(0, 2, 1)
  as_error <- function(e) e
  mid_key <- function(mid) sprintf("%.0f", as.numeric(mid))
  # fd 3 and fd 4 must be the nexus's pipes: opening some other file for writing would truncate it
  pipe_fd <- function(fd, mode) {
    path <- paste0("/dev/fd/", fd)
    if (!grepl("^(pipe|socket):", Sys.readlink(path)))
      die(3, "fd", fd, "is not a pipe (the nexus passes requests on fd 3 and takes replies on fd 4)")
    file(path, open = mode, raw = TRUE)
  }

  main <- function() {
    argv <- commandArgs(trailingOnly = TRUE)
    if (length(argv) && argv[1] == "--args") argv <- argv[-1]
    if (length(argv) < 2) die(2, "usage: pool.R MANIFEST INDEX")
    cin <- pipe_fd(3, "rb")
    cout <- pipe_fd(4, "ab")
    options(warn = 1)
    Sys.umask("077")
    for (loc in c("C.UTF-8", "en_US.UTF-8")) if (nzchar(suppressWarnings(Sys.setlocale("LC_CTYPE", loc)))) break
    if (!requireNamespace("jsonlite", quietly = TRUE)) die(3, "the R package jsonlite is not installed")
    parse_json <<- jsonlite::parse_json

    # -- load the manifest and the source; build mid -> (function, schemas) --
    index <- as.integer(argv[2])
    manifest <- tryCatch(jsonlite::read_json(argv[1], simplifyVector = FALSE),
                         error = function(e) die(3, "cannot read manifest", argv[1], ":", conditionMessage(e)))
    pool <- manifest$pools[[index + 1L]]
    if (is.null(pool)) die(3, "manifest", argv[1], "has no pool", index)
    source_path <- pool$source
    if (!startsWith(source_path, "/")) source_path <- file.path(dirname(normalizePath(argv[1])), source_path)
    env <- new.env(parent = globalenv())

    # -- progress and logs: REPORT packets (type 3) before the reply --
    rep_listen <- FALSE   # someone listens to this call's progress
    rep_in_call <- FALSE  # reports outside a call have nowhere to go
    rep_last <- 0
    rep_pending <- NULL
    send_report <- function(kind, level, body) {
      if (!rep_in_call) return(invisible(NULL))
      writeBin(c(MAGIC, raw(8), as.raw(c(3L, kind, level)), raw(9), le64(length(body)), body), cout)
      flush(cout)
      invisible(NULL)
    }
    num <- function(x) if (is.null(x) || length(x) != 1L || !is.finite(x)) "null" else sprintf("%.15g", as.numeric(x))
    send_progress <- function(item) {
      msg <- if (is.null(item$message)) "null" else enc_str(substr(paste(item$message, collapse = " "), 1L, MAX_MESSAGE))
      body <- paste0('{"progress":', num(item$done), ',"total":', num(item$total), ',"message":', msg, "}")
      send_report(0L, 0L, charToRaw(enc2utf8(body)))
    }
    nexus_progress <- function(done, total = NULL, message = NULL) {
      if (!rep_listen) return(invisible(NULL))
      if (!is.numeric(done) || length(done) != 1L || !is.finite(done)) stop("nexus_progress: done must be one finite number")
      item <- list(done = done, total = total, message = message)
      now <- proc.time()[[3]]
      if (now - rep_last < REPORT_INTERVAL) {
        rep_pending <<- item
        return(invisible(NULL))
      }
      rep_last <<- now
      rep_pending <<- NULL
      send_progress(item)
    }
    nexus_log <- function(level, message) {
      code <- match(level, LEVELS)
      if (length(level) != 1L || is.na(code)) stop("nexus_log: level must be one of ", paste(LEVELS, collapse = ", "))
      text <- substr(paste(message, collapse = "\n"), 1L, MAX_MESSAGE)
      if (!rep_in_call) {
        cat("nexus R pool: log level=", level, " message=", text, "\n", sep = "", file = stderr())
        return(invisible(NULL))
      }
      send_report(1L, code - 1L, charToRaw(enc2utf8(text)))
    }
    report_finish <- function() {  # before the reply: the held-back progress, then no more
      if (!is.null(rep_pending)) send_progress(rep_pending)
      rep_pending <<- NULL
      rep_in_call <<- FALSE
      rep_listen <<- FALSE
    }
    # the running call's CALL metadata (`traceparent=VALUE`), raw(0) for none
    trace_meta <- raw(0)
    trace_of <- function(meta) {
      lines <- strsplit(rawToChar(meta), "\n", fixed = TRUE)[[1]]
      hit <- lines[startsWith(lines, "traceparent=")]
      if (length(hit)) substring(hit[1], 13L) else NULL
    }
    assign("nexus_traceparent", function() if (length(trace_meta)) trace_of(trace_meta) else NULL, envir = env)
    assign("nexus_progress", nexus_progress, envir = env)
    assign("nexus_log", nexus_log, envir = env)

    tryCatch(sys.source(source_path, envir = env, keep.source = FALSE),
             error = function(e) die(3, "cannot load", source_path, ":", conditionMessage(e)))
    table <- list()
    for (ci in seq_along(manifest$commands)) {
      cmd <- manifest$commands[[ci]]
      if (!identical(cmd$type %||% "remote", "remote") || !identical(as.integer(cmd$pool %||% 0L), index)) next
      fname <- cmd$`function` %||% cmd$name
      if (!exists(fname, envir = env, mode = "function", inherits = FALSE))
        die(3, sprintf("function '%s' (command '%s') is not defined in %s", fname, cmd$name, source_path))
      args <- lapply(cmd$args, function(a) if (identical(a$kind, "flag")) list(k = "b") else schema_or_any(a$schema))
      table[[mid_key(cmd$mid %||% (ci - 1L))]] <-
        list(fn = get(fname, envir = env), args = args, ret = schema_or_any(cmd$`return`$schema))
    }
    inline_size <- manifest$inline_size %||% DEFAULT_INLINE_SIZE
    prefix <- paste0(Sys.getenv("NEXUS_SHM_PREFIX", "nexus.standalone."), "p", Sys.getpid(), ".")
    counter <- 0

    # -- pipes and shared memory --
    read_exact <- function(n) {  # EOF ends the worker with status 0
      if (n == 0) return(raw(0))
      b <- readBin(cin, "raw", min(n, 2^30))
      if (length(b) == n) return(b)
      parts <- list()
      have <- 0
      repeat {
        if (!length(b)) quit(save = "no", status = 0, runLast = FALSE)
        parts[[length(parts) + 1L]] <- b
        have <- have + length(b)
        if (have >= n) return(unlist(parts))
        b <- readBin(cin, "raw", min(n - have, 2^30))
      }
    }
    shm_read <- function(ref) {
      len <- sum(as.numeric(ref[1:8]) * 256^(0:7))
      name <- rawToChar(ref[-(1:8)])
      if (!nzchar(name) || grepl("/", name, fixed = TRUE)) stop("bad shared-memory name '", name, "'")
      path <- paste0("/dev/shm/", name)
      size <- file.size(path)
      if (is.na(size)) stop("shared-memory object ", name, " does not exist")
      if (size < len) stop("shared-memory object ", name, " is smaller than its declared length ", len)
      con <- file(path, "rb", raw = TRUE)
      on.exit(close(con))
      b <- readBin(con, "raw", len)
      if (length(b) != len) stop("shared-memory object ", name, " ended early")
      b
    }
    shm_name <- function() {
      repeat {  # R has no O_EXCL: skip names already taken
        counter <<- counter + 1
        name <- paste0(prefix, counter)
        if (!file.exists(paste0("/dev/shm/", name))) return(name)
      }
    }
    shm_write <- function(bytes) {
      name <- shm_name()
      con <- file(paste0("/dev/shm/", name), "wb", raw = TRUE)
      writeBin(bytes, con)
      close(con)
      c(le64(length(bytes)), charToRaw(name))
    }
    # A string result as its UTF-8 text (format 2), which the nexus quotes:
    # no JSON escaping here, and a big one goes to shared memory straight
    # from the string (writeChar), never copied into a raw vector.
    send_text <- function(txt) {
      n <- nchar(txt, type = "bytes")
      if (n < inline_size) return(put(data_head(0, 2, 0), charToRaw(txt)))
      name <- shm_name()
      con <- file(paste0("/dev/shm/", name), "wb", raw = TRUE)
      writeChar(txt, con, eos = NULL, useBytes = TRUE)
      close(con)
      put(data_head(2, 2, 0), c(le64(n), charToRaw(name)))
    }
    send <- function(body, ok) {
      if (length(body) < inline_size) return(put(if (ok) HEAD_OK else HEAD_FAIL, body))
      put(data_head(2, if (ok) 0 else 2, if (ok) 0 else 1), shm_write(body))
    }
    # One DATA packet: the first 24 bytes of its header, then its payload.
    put <- function(head, body) {
      writeBin(c(head, le64(length(body)), body), cout)
      flush(cout)
    }
    decode_args <- function(p, schemas) {
      args <- list()
      pos <- 0
      while (pos < length(p)) {
        if (pos + 32 > length(p)) stop("truncated argument packet")
        h <- p[(pos + 1):(pos + 32)]
        w <- words(h)
        if (w[1] != MAGIC_WORD) stop("bad magic in argument ", length(args) + 1L)
        pos <- pos + 32 + w[6]
        len <- w[7] + w[8] * 4294967296
        if (pos + len > length(p)) stop("argument ", length(args) + 1L, " overruns the call")
        body <- if (len) p[(pos + 1):(pos + len)] else raw(0)
        pos <- pos + len
        if (h[14] == as.raw(2)) body <- shm_read(body)
        txt <- rawToChar(body)
        n <- length(args) + 1L
        args[n] <- list(if (h[15] == as.raw(2)) { Encoding(txt) <- "UTF-8"; txt }
                        else decode(txt, if (n <= length(schemas)) schemas[[n]] else list(k = "any")))
      }
      args
    }

    # -- serve --
    repeat {
      h <- read_exact(32)
      w <- words(h)
      len <- w[7] + w[8] * 4294967296
      if (w[1] != MAGIC_WORD || len > MAX_LENGTH) die(4, "protocol error: bad magic or length in packet header")
      meta <- if (w[6]) read_exact(w[6]) else raw(0)
      trace_meta <- meta  # parsed by nexus_traceparent() only when asked
      payload <- read_exact(len)
      type <- as.integer(h[13])
      if (type == 2L) {  # PING, answered with a bare header whatever it carried
        h[21:32] <- as.raw(0)
        writeBin(h, cout)
        flush(cout)
        next
      }
      stage <- ""  # what went wrong, when it was not the function itself
      out <- tryCatch({
        if (type != 1L) stop("expected a CALL or PING packet")
        entry <- table[[mid_key(w[5])]]
        if (is.null(entry)) stop("no function with mid ", w[5], " in this pool")
        stage <- "decoding the arguments: "
        args <- decode_args(payload, entry$args)
        stage <- ""
        rep_listen <- bitwAnd(as.integer(h[15]), 1L) == 1L
        rep_in_call <- TRUE
        rep_last <- 0
        value <- do.call(entry$fn, args)
        report_finish()
        stage <- "encoding the result: "
        if (entry$ret$k == "s" && is.character(value) && length(value) == 1L && !is.na(value))
          list(text = enc2utf8(value))
        else charToRaw(enc(value, entry$ret))
      }, error = as_error)
      report_finish()
      if (inherits(out, "error")) send(charToRaw(enc2utf8(paste0(stage, conditionMessage(out)))), FALSE)
      else if (is.list(out)) send_text(out$text)
      else send(out, TRUE)
    }
  }
  main()
})
