import type { Feedback, ServerMessage } from '../api/roleplay';

/** One scored reply of the rep: what the growth report shows. */
export type TurnResult = {
  /** The id of the rep's message it scores. */
  messageId: string;
  userText: string;
  feedback: Feedback;
  xp: number;
  growthStage: string;
  streak: number | undefined;
};

export type ChatMessage = ServerMessage & {
  /** The buyer's confidence in an AI reply (0-100); absent on opening lines. */
  confidence?: number;
  /** apology: the in-chat line before a fallback reply; it is not part of the conversation. */
  kind?: 'apology';
  /** A rep message the server refused (content safety). */
  blocked?: boolean;
  /** A rep message spoken, not typed: its text is what the server heard. */
  spoken?: { durationSeconds?: number };
  /** A spoken message on its way: the server has not transcribed it yet. */
  pending?: boolean;
};

let counter = 0;
/** A message id made in the browser. */
export const localId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

