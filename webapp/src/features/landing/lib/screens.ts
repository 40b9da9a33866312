// The product's screens on the home page: real screenshots of the app,
// captured by the browser tests (e2e/screens.e2e.test.mjs) into
// public/screens/, so they show the app as it is.

/** The widths the screens are captured at: a laptop and a phone. */
export const SCREEN_SIZES = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 375, height: 812 },
} as const;

export const PRODUCT_SCREENS = [
  {
    name: 'roleplay',
    title: 'Role-play with the coach beside you',
    text: 'The buyer pushes back; every reply is scored in the panel next to the conversation, with what worked and what to try next.',
  },
  {
    name: 'practice',
    title: 'Your pitch, scored with its evidence',
    text: 'Five scores, and the exact phrases that raised or lowered them, highlighted in your own words.',
  },
  {
    name: 'progress',
    title: 'Progress you can see',
    text: 'Scores over time, averages per skill and the objections you have mastered.',
  },
] as const;

export type ProductScreen = (typeof PRODUCT_SCREENS)[number]['name'];

/** Where a screen's image is served (public/screens/, copied into the build). */
export const screenSrc = (name: ProductScreen, size: keyof typeof SCREEN_SIZES) => `/screens/${name}-${SCREEN_SIZES[size].width}.jpg`;
