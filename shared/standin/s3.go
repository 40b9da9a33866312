package standin

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3bolt"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	bolt "go.etcd.io/bbolt"
)

// S3 serves the S3 API in process (gofakes3), path-style, with bucket
// created. With dataDir set the objects are kept in dataDir/s3.bolt. The
// returned close function releases the file.
//
// gofakes3 does not check signatures or expiry: the rules a presigned request
// carries are checked by our own code before it is issued, and tested there.
func S3(dataDir, bucket string) (http.Handler, func() error, error) {
	var backend gofakes3.Backend
	closeFn := func() error { return nil }
	if dataDir != "" {
		if err := os.MkdirAll(dataDir, 0o755); err != nil {
			return nil, nil, err
		}
		db, err := bolt.Open(filepath.Join(dataDir, "s3.bolt"), 0o600, &bolt.Options{Timeout: 2 * time.Second})
		if err != nil {
			return nil, nil, fmt.Errorf("s3 data (is another instance using %s?): %w", dataDir, err)
		}
		backend, closeFn = s3bolt.New(db), db.Close
	} else {
		backend = s3mem.New()
	}
	if err := backend.CreateBucket(bucket); err != nil && !gofakes3.HasErrorCode(err, gofakes3.ErrBucketAlreadyExists) {
		_ = closeFn()
		return nil, nil, fmt.Errorf("create bucket %s: %w", bucket, err)
	}
	return gofakes3.New(backend, gofakes3.WithInsecureCORS()).Server(), closeFn, nil
}
