package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strconv"
	"strings"

	"pitchperfect/shared/apperr"
)

// MaxBodyBytes bounds every request body but a recording's.
const MaxBodyBytes = 1 << 20

// MaxAudioBodyBytes bounds the body of a route that carries a recording
// (catalog.Route.Audio): a synchronous Lambda invocation carries at most
// 6 MB. voice.MaxAudioBytes of audio in base64 fits.
const MaxAudioBodyBytes = 6 << 20

type bodyLimitKey struct{}

// withBodyLimit lets the route's bodies be up to limit bytes.
func withBodyLimit(next handlerFunc, limit int64) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request) error {
		return next(w, r.WithContext(context.WithValue(r.Context(), bodyLimitKey{}, limit)))
	}
}

// bodyLimit is the most bytes r's body may have.
func bodyLimit(r *http.Request) int64 {
	if n, ok := r.Context().Value(bodyLimitKey{}).(int64); ok {
		return n
	}
	return MaxBodyBytes
}

// statusOf is the one table from error kind to HTTP status.
var statusOf = map[apperr.Kind]int{
	apperr.KindInvalid:         http.StatusBadRequest,
	apperr.KindUnauthenticated: http.StatusUnauthorized,
	apperr.KindForbidden:       http.StatusForbidden,
	apperr.KindNotFound:        http.StatusNotFound,
	apperr.KindConflict:        http.StatusConflict,
	apperr.KindTooLarge:        http.StatusRequestEntityTooLarge,
	apperr.KindRateLimited:     http.StatusTooManyRequests,
	apperr.KindUnavailable:     http.StatusServiceUnavailable,
	apperr.KindUnprocessable:   http.StatusUnprocessableEntity,
	apperr.KindInternal:        http.StatusInternalServerError,
}

type errorBody struct {
	Error errorDetail `json:"error"`
}

type errorDetail struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// internalError is what a client sees of any error that is not an
// *apperr.Error: the spec's 500 message, nothing more.
var internalError = &apperr.Error{Kind: apperr.KindInternal, Code: "internal", Message: "Server error. Please try again later."}

// clientError returns err's client error and status. Errors that are not
// client errors become the generic 500.
func clientError(err error) (*apperr.Error, int) {
	e := apperr.As(err)
	switch {
	case e != nil:
	case backendDown(err):
		e = errBackendDown
	default:
		e = internalError
	}
	return e, statusOf[e.Kind]
}

// refusal is an error reply that carries more than the error (the spec's
// RPC refusals): writeError gives it the error and writes it whole.
type refusal interface{ setError(errorBody) }

func (d *DeductRefusal) setError(e errorBody)    { d.errorBody = e }
func (r *RateLimitRefusal) setError(e errorBody) { r.errorBody = e }

// writeError writes e with status: the error alone, or within body.
func writeError(w http.ResponseWriter, e *apperr.Error, status int, body refusal) {
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(e.RetryAfter.Seconds()))))
	}
	eb := errorBody{Error: errorDetail{Code: e.Code, Message: e.Message}}
	if body == nil {
		writeJSON(w, status, eb)
		return
	}
	body.setError(eb)
	writeJSON(w, status, body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v) // a failed write means the client left
}

// decodeJSON reads one JSON object of at most bodyLimit bytes into v, refusing
// unknown fields and trailing data. An empty body decodes as {} when
// allowEmpty is set.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any, allowEmpty bool) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(strings.ToLower(ct), "application/json") {
		return apperr.New(apperr.KindInvalid, "unsupported_media_type", "Invalid request. Please check your input: the body must be JSON (Content-Type: application/json).")
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, bodyLimit(r)))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if errors.Is(err, io.EOF) && allowEmpty {
		return nil
	}
	if err == nil && dec.More() {
		err = errors.New("unexpected data after the JSON object")
	} else if err == nil {
		if _, terr := dec.Token(); terr != io.EOF {
			err = errors.New("unexpected data after the JSON object")
		}
	}
	if err != nil {
		return badBody(err, bodyLimit(r))
	}
	return nil
}

func badBody(err error, limit int64) error {
	var tooBig *http.MaxBytesError
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	msg := "Invalid request. Please check your input: "
	switch {
	case errors.As(err, &tooBig):
		return apperr.New(apperr.KindTooLarge, "body_too_large", fmt.Sprintf("Request body too large (max %d bytes).", limit))
	case errors.Is(err, io.EOF):
		msg += "the body is empty; send a JSON object."
	case errors.Is(err, io.ErrUnexpectedEOF), errors.As(err, &syntax):
		msg += "malformed JSON."
	case errors.As(err, &typ):
		msg += fmt.Sprintf("field %q must be a %s.", typ.Field, jsonType(typ.Type.Kind().String()))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		msg += "unknown field " + strings.TrimPrefix(err.Error(), "json: unknown field ") + "."
	default:
		msg += err.Error() + "."
	}
	return apperr.Wrap(apperr.KindInvalid, "invalid_json", msg, err)
}

func jsonType(kind string) string {
	switch kind {
	case "string":
		return "string"
	case "bool":
		return "boolean"
	case "map", "struct":
		return "JSON object"
	case "slice", "array":
		return "JSON array"
	default:
		return "number"
	}
}

// invalid is the spec's 400 with what is wrong.
func invalid(detail string) error { return apperr.InvalidInput(detail) }
