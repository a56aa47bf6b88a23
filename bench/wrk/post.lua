-- POST a fixed JSON body: BODY from the environment, e.g. BODY='[15]'.
wrk.method = "POST"
wrk.body = os.getenv("BODY")
wrk.headers["Content-Type"] = "application/json"
