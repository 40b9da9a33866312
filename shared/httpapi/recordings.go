package httpapi

import (
	"net/http"

	"pitchperfect/shared/callrecording"
	"pitchperfect/shared/recording"
)

// recordingBody is POST /api/recordings' body: the file the rep wants to
// upload.
type recordingBody struct {
	FileName string `json:"fileName"`
	FileSize int64  `json:"fileSize"`
	FileType string `json:"fileType"`
}

// RecordingList is GET /api/recordings.
type RecordingList struct {
	Recordings []recording.CallRecording `json:"recordings"`
}

// grantRecording is POST /api/recordings: the pending record and the
// presigned upload (package callrecording).
func (s *Server) grantRecording(w http.ResponseWriter, r *http.Request) error {
	var body recordingBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return err
	}
	g, err := s.Recordings.Grant(r.Context(), callrecording.GrantRequest{
		UserID: caller(r).ID, FileName: body.FileName, FileSize: body.FileSize, FileType: body.FileType,
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, g)
	return nil
}

func (s *Server) listRecordings(w http.ResponseWriter, r *http.Request) error {
	list, err := s.Recordings.List(r.Context(), caller(r).ID)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, RecordingList{Recordings: list})
	return nil
}

func (s *Server) getRecording(w http.ResponseWriter, r *http.Request) error {
	rec, err := s.Recordings.Get(r.Context(), caller(r).ID, r.PathValue("id"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, rec)
	return nil
}

func (s *Server) deleteRecording(w http.ResponseWriter, r *http.Request) error {
	if err := s.Recordings.Delete(r.Context(), caller(r).ID, r.PathValue("id")); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, SuccessReply{Success: true})
	return nil
}
