package roleplaysession

import "hash/fnv"

// Stage is a growth stage: the name a reply's score earns from Min up.
type Stage struct {
	Name string `json:"name"`
	Min  int    `json:"min"`
}

// GrowthStages are the spec's stages, highest first: below 40, 40–59,
// 60–79, 80 and up. The web app gets them generated (httpapi.ContractConstants).
var GrowthStages = []Stage{{"Pro", 80}, {"Builder", 60}, {"Growing", 40}, {"Foundation", 0}}

// GrowthStage names the stage of a reply's score.
func GrowthStage(score int) string {
	for _, s := range GrowthStages {
		if score >= s.Min {
			return s.Name
		}
	}
	return GrowthStages[len(GrowthStages)-1].Name
}

// XP is the spec's max(5, floor(score*0.6) + 0–10) for a reply; the bonus
// comes from the session and the turn, so a reload shows the same number.
func XP(score int, sessionID string, turn int) int {
	h := fnv.New32a()
	_, _ = h.Write([]byte(sessionID))
	_, _ = h.Write([]byte{byte(turn)})
	return max(5, score*6/10+int(h.Sum32()%11))
}
