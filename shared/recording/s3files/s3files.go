// Package s3files is the recordings bucket for the call-recordings use case
// (callrecording.Files): presigned PUTs and GETs for the browser, and object
// reads and deletes for the processor, through shared/s3lite (SigV4-signed
// requests without the S3 SDK client). Only the functions that handle call
// recordings link it (platform.Backends.RecordingFiles).
package s3files

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/recording"
	"pitchperfect/shared/s3lite"
)

// Bucket is one bucket's recordings.
type Bucket struct {
	bucket *s3lite.Bucket
	now    func() time.Time
}

var _ callrecording.Files = (*Bucket)(nil)

// New is bucket name on cfg. endpoint, when set, is a local S3 API's base
// URL (the local server's /s3), addressed path style; empty means AWS. No
// I/O.
func New(cfg aws.Config, name, endpoint string) *Bucket {
	return &Bucket{bucket: s3lite.New(cfg, name, endpoint), now: time.Now}
}

// Backend is platform.Backends.RecordingFiles.
func Backend(cfg aws.Config, name, endpoint string) callrecording.Files {
	return New(cfg, name, endpoint)
}

// PresignPut implements callrecording.Files: the signature covers the
// method, the key, the Content-Type and the Content-Length, so S3 refuses
// an upload of another key, type or size.
func (b *Bucket) PresignPut(ctx context.Context, key, contentType string, size int64, ttl time.Duration) (recording.Upload, error) {
	now := b.now()
	u, err := b.bucket.PresignPut(ctx, key, contentType, size, ttl)
	if err != nil {
		return recording.Upload{}, fmt.Errorf("s3files: presign put %s: %w", key, err)
	}
	return recording.Upload{
		Method: "PUT", URL: u,
		// What the browser must send; it sets Content-Length itself.
		Headers:   map[string]string{"Content-Type": contentType},
		ExpiresAt: now.Add(ttl).UTC().Truncate(time.Second),
	}, nil
}

// PresignGet implements callrecording.Files.
func (b *Bucket) PresignGet(ctx context.Context, key string, ttl time.Duration) (string, error) {
	u, err := b.bucket.PresignGet(ctx, key, ttl)
	if err != nil {
		return "", fmt.Errorf("s3files: presign get %s: %w", key, err)
	}
	return u, nil
}

// Read implements callrecording.Files.
func (b *Bucket) Read(ctx context.Context, key string, max int64) ([]byte, error) {
	data, err := b.bucket.Get(ctx, key, max)
	switch {
	case s3lite.NotFound(err):
		return nil, fmt.Errorf("s3files: %s: %w", key, apperr.NotFound)
	case errors.Is(err, s3lite.ErrTooLarge):
		return nil, recording.ErrTooLarge
	case err != nil:
		return nil, fmt.Errorf("s3files: get %s: %w", key, err)
	}
	return data, nil
}

// Delete implements callrecording.Files.
func (b *Bucket) Delete(ctx context.Context, key string) error {
	if err := b.bucket.Delete(ctx, key); err != nil && !s3lite.NotFound(err) {
		return fmt.Errorf("s3files: delete %s: %w", key, err)
	}
	return nil
}

// List returns the keys under prefix (account deletion: a user's files).
func (b *Bucket) List(ctx context.Context, prefix string) ([]string, error) {
	keys, err := b.bucket.List(ctx, prefix)
	if err != nil {
		return nil, fmt.Errorf("s3files: list %s: %w", prefix, err)
	}
	return keys, nil
}
