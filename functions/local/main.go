// Command local runs the whole product on one machine: every function's
// handler on one port, the built web app, the S3 API in process, and the
// stand-ins dynalite and cognito-local as child processes on free loopback
// ports. `make run` starts it.
//
// Environment: PORT (8080), DATA_DIR (.data), WEB_DIR (webapp/dist),
// STANDINS_BIN (webapp/node_modules/.bin), LOG_LEVEL (WARN).
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	_ "time/tzdata" // GET /api/stats?tz= loads IANA zones, as in the practice-sessions Lambda
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Getenv, os.Stdout, nil)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "pitchperfect:", err)
		os.Exit(1)
	}
}
