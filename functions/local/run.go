package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"pitchperfect/shared/auth/cognitodir"
	"pitchperfect/shared/catalog"
	"pitchperfect/shared/devmailbox"
	"pitchperfect/shared/llm/bedrock"
	"pitchperfect/shared/mail/sesmail"
	"pitchperfect/shared/platform"
	"pitchperfect/shared/recording/s3files"
	"pitchperfect/shared/recording/speakersplit"
	"pitchperfect/shared/recording/transcribejobs"
	"pitchperfect/shared/speech/awstranscribe"
	"pitchperfect/shared/speech/flite"
	"pitchperfect/shared/speech/polly"
	"pitchperfect/shared/speech/sphinx"
	"pitchperfect/shared/standin"
)

// Bucket is the local recordings bucket.
const Bucket = "recordings"

// standinsStarted, when set (by fault tests), is given the running stand-ins.
var standinsStarted func(*standin.Env)

// run starts everything, calls ready with the URL once it serves, and stops
// everything when ctx ends.
func run(ctx context.Context, getenv func(string) string, out io.Writer, ready func(url string)) error {
	port := cmp.Or(getenv("PORT"), "8080")
	dataDir, err := filepath.Abs(cmp.Or(getenv("DATA_DIR"), ".data"))
	if err != nil {
		return err
	}
	webDir := cmp.Or(getenv("WEB_DIR"), filepath.Join("webapp", "dist"))

	// Take the port first: a second instance on the same port fails here,
	// before it touches the data folder.
	ln, err := net.Listen("tcp", "127.0.0.1:"+port)
	if err != nil {
		return fmt.Errorf("port %s: %w (set PORT to use another)", port, err)
	}
	defer ln.Close()
	// PORT=0 lets the kernel pick a free port (tests): the URL names the
	// port actually taken, and ready receives it.
	base := fmt.Sprintf("http://127.0.0.1:%d", ln.Addr().(*net.TCPAddr).Port)

	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return err
	}
	standinLog, err := os.OpenFile(filepath.Join(dataDir, "standins.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	defer standinLog.Close()

	box := &devmailbox.Box{Dir: filepath.Join(dataDir, "mailbox")}
	fmt.Fprintf(out, "Starting stand-ins (data in %s) …\n", dataDir)
	env, err := standin.Start(ctx, standin.Options{
		BinDir:  getenv("STANDINS_BIN"),
		DataDir: dataDir,
		// Tokens name the proxied address as issuer, which stays the same
		// across restarts although cognito-local's own port changes.
		IssuerDomain: base + "/cognito",
		Mail: func(m standin.Mail) {
			// cognito-local prints codes without subject or text; give the
			// message the words Cognito's default e-mail would have.
			if m.Subject == "" {
				m.Subject = "Your verification code"
			}
			if m.Body == "" && m.Code != "" {
				m.Body = "Your verification code is " + m.Code + "."
			}
			if _, err := box.Put(devmailbox.Message{To: m.To, Subject: m.Subject, Body: m.Body, Code: m.Code}); err != nil {
				fmt.Fprintln(out, "mailbox:", err)
			}
		},
		Log: standinLog,
	})
	if err != nil {
		return err
	}
	defer env.Stop()
	if standinsStarted != nil {
		standinsStarted(env)
	}

	// The local S3 refuses what S3 refuses (requests not signed with the
	// local credentials, expired or altered presigned URLs) and answers
	// CORS for the site's origins, as the bucket's CORS rule does on AWS.
	// After each upload under recordings/ it hands the object to the
	// call-recording processor, as the bucket's notification does on AWS
	// (objectCreated is set once the platform is built, before the server
	// takes its first request).
	var objectCreated func(ctx context.Context, bucket, key string)
	s3h, closeS3, err := standin.S3(dataDir, Bucket,
		standin.WithS3Prefix("/s3"),
		standin.WithS3Origins(siteOrigins(ln.Addr().(*net.TCPAddr).Port)...),
		standin.WithS3ObjectCreated(catalog.S3ObjectCreated.Prefix, func(ctx context.Context, bucket, key string) {
			objectCreated(ctx, bucket, key)
		}))
	if err != nil {
		return err
	}
	defer func() {
		if err := closeS3(); err != nil {
			fmt.Fprintln(os.Stderr, "pitchperfect: closing the local S3 store:", err)
		}
	}()

	// One server for every function, so every backend (the mailbox still
	// takes the e-mail).
	deps, err := platform.Load(env.Getenv(map[string]string{
		"COGNITO_ENDPOINT":  base + "/cognito",
		"S3_ENDPOINT":       base + "/s3",
		"RECORDINGS_BUCKET": Bucket,
		"MAILBOX_DIR":       box.Dir,
		"SITE_URL":          base,
		"LOG_LEVEL":         cmp.Or(getenv("LOG_LEVEL"), "WARN"),
		"USER_CHECK_TTL_MS": getenv("USER_CHECK_TTL_MS"),
	}), platform.Backends{
		SES: sesmail.New, Bedrock: bedrock.New, Cognito: cognitodir.New,
		Polly: polly.Backend, Transcribe: awstranscribe.Backend,
		LocalSTT: sphinx.Local, LocalTTS: flite.Local,
		RecordingFiles: s3files.Backend, CallJobs: transcribejobs.Backend, LocalSpeakers: speakersplit.Split,
	})
	if err != nil {
		return err
	}
	objectCreated = func(ctx context.Context, bucket, key string) {
		if deps.Recordings != nil {
			_ = deps.Recordings.ObjectCreated(ctx, bucket, key) // it logs its errors
		}
	}
	h, err := newHandler(deps, env, s3h, box, webDir)
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	serveErr := make(chan error, 1)
	go func() { serveErr <- srv.Serve(ln) }()

	fmt.Fprintf(out, "PitchPerfect is running at %s  (Ctrl-C stops it)\n", base)
	if ready != nil {
		ready(base)
	}
	select {
	case <-ctx.Done():
	case err := <-serveErr:
		return err
	// A stand-in that dies is restarted on its port (requests meanwhile get
	// 503); one that keeps dying is given up on, and so is the server.
	case <-env.Dynamo.Done():
		return errors.New("dynalite keeps stopping; see " + standinLog.Name())
	case <-env.Cognito.Done():
		return errors.New("cognito-local keeps stopping; see " + standinLog.Name())
	}
	fmt.Fprintln(out, "Stopping …")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(shutdownCtx)
}

// viteDevPort is the port of the web app's dev server (npm run dev), whose
// pages upload to this server's /s3.
const viteDevPort = 5173

// siteOrigins are the origins the web app is served from locally: this
// server, by address or as localhost, and Vite's dev server.
func siteOrigins(port int) []string {
	var origins []string
	for _, p := range []int{port, viteDevPort} {
		origins = append(origins, fmt.Sprintf("http://127.0.0.1:%d", p), fmt.Sprintf("http://localhost:%d", p))
	}
	return origins
}
