// Every route path lives here; components link with getHref() instead of
// writing URLs by hand.
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  notFound: {
    path: '*',
  },
} as const;
