// Package s3files is the recordings bucket for the call-recordings use case
// (callrecording.Files), through the S3 SDK: presigned PUTs and GETs for the
// browser, and object reads and deletes for the processor. It adds the S3
// client (about 1.3 MB) to a bootstrap, so only the functions that handle
// call recordings link it (platform.Backends.RecordingFiles).
package s3files

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"

	"pitchperfect/shared/apperr"
	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/recording"
)

// Bucket is one bucket's recordings.
type Bucket struct {
	name    string
	client  *s3.Client
	presign *s3.PresignClient
	now     func() time.Time
}

var _ callrecording.Files = (*Bucket)(nil)

// New is bucket name on cfg. endpoint, when set, is a local S3 API's base
// URL (the local server's /s3), addressed path style; empty means AWS. No
// I/O.
func New(cfg aws.Config, name, endpoint string) *Bucket {
	client := s3.NewFromConfig(cfg, func(o *s3.Options) {
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
			o.UsePathStyle = true
		}
	})
	return &Bucket{name: name, client: client, presign: s3.NewPresignClient(client), now: time.Now}
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
	req, err := b.presign.PresignPutObject(ctx, &s3.PutObjectInput{
		Bucket: &b.name, Key: &key, ContentType: &contentType, ContentLength: &size,
	}, s3.WithPresignExpires(ttl))
	if err != nil {
		return recording.Upload{}, fmt.Errorf("s3files: presign put %s: %w", key, err)
	}
	return recording.Upload{
		Method: req.Method, URL: req.URL,
		// What the browser must send; it sets Content-Length itself.
		Headers:   map[string]string{"Content-Type": contentType},
		ExpiresAt: now.Add(ttl).UTC().Truncate(time.Second),
	}, nil
}

// PresignGet implements callrecording.Files.
func (b *Bucket) PresignGet(ctx context.Context, key string, ttl time.Duration) (string, error) {
	req, err := b.presign.PresignGetObject(ctx, &s3.GetObjectInput{Bucket: &b.name, Key: &key},
		s3.WithPresignExpires(ttl))
	if err != nil {
		return "", fmt.Errorf("s3files: presign get %s: %w", key, err)
	}
	return req.URL, nil
}

// Read implements callrecording.Files.
func (b *Bucket) Read(ctx context.Context, key string, max int64) ([]byte, error) {
	out, err := b.client.GetObject(ctx, &s3.GetObjectInput{Bucket: &b.name, Key: &key})
	if err != nil {
		if notFound(err) {
			return nil, fmt.Errorf("s3files: %s: %w", key, apperr.NotFound)
		}
		return nil, fmt.Errorf("s3files: get %s: %w", key, err)
	}
	defer out.Body.Close()
	if out.ContentLength != nil && *out.ContentLength > max {
		return nil, recording.ErrTooLarge
	}
	data, err := io.ReadAll(io.LimitReader(out.Body, max+1))
	if err != nil {
		return nil, fmt.Errorf("s3files: read %s: %w", key, err)
	}
	if int64(len(data)) > max {
		return nil, recording.ErrTooLarge
	}
	return data, nil
}

// Delete implements callrecording.Files.
func (b *Bucket) Delete(ctx context.Context, key string) error {
	if _, err := b.client.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: &b.name, Key: &key}); err != nil && !notFound(err) {
		return fmt.Errorf("s3files: delete %s: %w", key, err)
	}
	return nil
}

func notFound(err error) bool {
	var nsk *types.NoSuchKey
	var api interface{ ErrorCode() string } // smithy.APIError
	return errors.As(err, &nsk) || errors.As(err, &api) && (api.ErrorCode() == "NoSuchKey" || api.ErrorCode() == "NotFound")
}
