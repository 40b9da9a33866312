package recording_test

import (
	"slices"
	"testing"
	"time"

	"pitchperfect/shared/ids"
	"pitchperfect/shared/recording"
)

func TestStatusesMoveOnlyForward(t *testing.T) {
	allowed := map[[2]recording.Status]bool{
		{recording.Pending, recording.Uploaded}: true, {recording.Pending, recording.Processing}: true,
		{recording.Pending, recording.Ready}: true, {recording.Pending, recording.Failed}: true,
		{recording.Uploaded, recording.Processing}: true, {recording.Uploaded, recording.Ready}: true,
		{recording.Uploaded, recording.Failed}:  true,
		{recording.Processing, recording.Ready}: true, {recording.Processing, recording.Failed}: true,
	}
	all := append(slices.Clone(recording.Statuses), "", "deleted")
	for _, from := range all {
		for _, to := range all {
			if got := from.CanMove(to); got != allowed[[2]recording.Status{from, to}] {
				t.Errorf("%q → %q: CanMove %v", from, to, got)
			}
		}
	}
}

func TestKeys(t *testing.T) {
	user := "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9"
	id := ids.TimeSorted(time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC))
	key := recording.Key(user, id, "m4a")
	if key != "recordings/"+user+"/"+id+".m4a" {
		t.Fatalf("Key = %q", key)
	}
	u, i, ext, ok := recording.ParseKey(key)
	if !ok || u != user || i != id || ext != "m4a" {
		t.Errorf("ParseKey(%q) = %q %q %q %v", key, u, i, ext, ok)
	}
	for _, bad := range []string{
		"recordings/" + user + "/" + id + ".transcript.json", // the transcript beside it
		"recordings/" + user + "/" + id + ".exe",
		"recordings/" + user + "/" + id,
		"recordings/" + user + "/x/" + id + ".wav",
		"recordings/not-a-user/" + id + ".wav",
		"recordings/" + user + "/not-an-id.wav",
		"voice/" + user + "/" + id + ".wav",
		"",
	} {
		if _, _, _, ok := recording.ParseKey(bad); ok {
			t.Errorf("ParseKey(%q) accepted", bad)
		}
	}
}

func TestSummaryLeavesOutTheLongFields(t *testing.T) {
	r := recording.CallRecording{ID: "x", Transcript: "t", Words: []recording.Word{{Word: "a"}}, Speakers: []recording.Turn{{Speaker: "s"}}, AudioURL: "u", Score: 7.1}
	s := r.Summary()
	if s.Transcript != "" || s.Words != nil || s.Speakers != nil || s.AudioURL != "" || s.Score != 7.1 || s.ID != "x" {
		t.Errorf("Summary = %+v", s)
	}
}
