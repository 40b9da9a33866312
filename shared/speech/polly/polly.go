// Package polly is the cloud text-to-speech engine: Amazon Polly's neural
// voices speak each buyer voice style as MP3.
package polly

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	awspolly "github.com/aws/aws-sdk-go-v2/service/polly"
	"github.com/aws/aws-sdk-go-v2/service/polly/types"

	"pitchperfect/shared/speech"
)

// Provider names this engine in replies and configuration.
const Provider = "polly"

// ContentType is the MIME type of the clips a Synthesizer makes.
const ContentType = "audio/mpeg"

// style is how one voice style is spoken.
type style struct {
	voice types.VoiceId
	rate  string // SSML prosody rate; empty speaks the plain text
}

// styles gives the four styles four neural English voices that differ in
// sex or accent, so a listener tells the buyers apart: Joanna (US woman,
// warm) is friendly, Matthew (US man, firm) assertive, Brian (British man,
// dry) skeptical and Amy (British woman) rushed, 15% faster.
var styles = map[speech.Voice]style{
	speech.VoiceFriendly:  {voice: types.VoiceIdJoanna},
	speech.VoiceAssertive: {voice: types.VoiceIdMatthew},
	speech.VoiceSkeptical: {voice: types.VoiceIdBrian},
	speech.VoiceRushed:    {voice: types.VoiceIdAmy, rate: "115%"},
}

// Synthesizer is a speech.Synthesizer calling Polly's SynthesizeSpeech.
type Synthesizer struct {
	client *awspolly.Client
}

var _ speech.Synthesizer = (*Synthesizer)(nil)

// New makes a Synthesizer on cfg; opts adjust the client (a test points
// BaseEndpoint at its own server). No I/O.
func New(cfg aws.Config, opts ...func(*awspolly.Options)) *Synthesizer {
	return &Synthesizer{client: awspolly.NewFromConfig(cfg, opts...)}
}

// Synthesize speaks s as MP3 (ContentType). The text is validated first
// (speech.Speech.Validate); a failed or slow Polly is speech.ServiceDown.
func (p *Synthesizer) Synthesize(ctx context.Context, s speech.Speech) (speech.Clip, error) {
	if err := s.Validate(); err != nil {
		return speech.Clip{}, err
	}
	st := styles[s.Voice]
	in := &awspolly.SynthesizeSpeechInput{
		Engine:       types.EngineNeural,
		OutputFormat: types.OutputFormatMp3,
		VoiceId:      st.voice,
		TextType:     types.TextTypeText,
		Text:         aws.String(s.Text),
	}
	if st.rate != "" {
		in.TextType = types.TextTypeSsml
		in.Text = aws.String(`<speak><prosody rate="` + st.rate + `">` + escape(s.Text) + `</prosody></speak>`)
	}
	out, err := p.client.SynthesizeSpeech(ctx, in)
	if err != nil {
		return speech.Clip{}, speech.ServiceError(Provider, err)
	}
	defer out.AudioStream.Close()
	audio, err := io.ReadAll(io.LimitReader(out.AudioStream, speech.MaxClipBytes+1))
	switch {
	case err != nil:
		return speech.Clip{}, speech.ServiceError(Provider, fmt.Errorf("read audio: %w", err))
	case len(audio) == 0:
		return speech.Clip{}, speech.ServiceDown(fmt.Errorf("%s: empty audio", Provider))
	case len(audio) > speech.MaxClipBytes:
		return speech.Clip{}, fmt.Errorf("%s: audio longer than %d bytes", Provider, speech.MaxClipBytes)
	}
	return speech.Clip{Content: audio, ContentType: ContentType}, nil
}

// ssmlEscaper escapes SSML's five reserved characters, and turns control
// characters into spaces (Polly's SSML takes no numeric references).
var ssmlEscaper = strings.NewReplacer(
	"&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;",
	"\r", " ", "\n", " ", "\t", " ",
)

// escape makes text safe inside an SSML element: the user's words are never
// markup.
func escape(text string) string {
	return ssmlEscaper.Replace(strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\n' && r != '\r' && r != '\t' {
			return ' '
		}
		return r
	}, text))
}
