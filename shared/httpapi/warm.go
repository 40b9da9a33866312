package httpapi

import (
	"context"
	"sync"

	"pitchperfect/shared/catalog"
	"pitchperfect/shared/safety"
)

// screening lists the routes that screen text on every request, so their
// function warms the content screener (safety.Warm).
var screening = map[string]bool{
	"POST /api/functions/roleplay-ai-response": true,
	"POST /api/roleplay/start":                 true,
}

// Warm does the one-off work of fn's first request ahead of it: it fetches
// the token signing keys when a route verifies tokens and builds the content
// screener's tables when a route screens text. lambdaedge.Main runs it in the
// background as the function starts, so the work overlaps with the Runtime
// API's first poll and the request's own I/O instead of adding to them. The
// tables are built in a new goroutine while this one sends the key-set
// request; the other way round, the CPU-bound build kept the new fetching
// goroutine waiting to be scheduled (5 to 10 ms, measured). Each piece is
// done once (auth.KeySet.Prefetch, safety.Warm): a request that needs one
// while Warm is still at it waits for it rather than doing it again, and
// whatever Warm did not get to (or failed at: a failed fetch is logged) the
// request does itself.
func (s *Server) Warm(ctx context.Context, fn catalog.Function) {
	var verifies, screens bool
	for _, rt := range fn.Routes {
		verifies = verifies || rt.Auth || rt.OptionalAuth
		screens = screens || screening[rt.Method+" "+rt.Path]
	}
	var wg sync.WaitGroup
	if screens {
		wg.Go(safety.Warm)
	}
	if verifies {
		if err := s.Verifier.Prefetch(ctx); err != nil {
			s.Log.WarnContext(ctx, "signing keys not prefetched; the first request fetches them", "err", err)
		}
	}
	wg.Wait()
}
