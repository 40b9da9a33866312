import { Link } from 'react-router';

import { CONTACT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';

const columns = [
  {
    title: 'Platform',
    links: [
      { label: 'Voice Training', to: paths.voiceTraining.getHref() },
      { label: 'Analytics', to: paths.analytics.getHref() },
      { label: 'AI Roleplay', to: paths.aiRoleplay.getHref() },
      { label: 'Demo', to: paths.demo.getHref() },
      { label: 'Compare', to: paths.compare.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [{ label: 'About Us', to: paths.about.getHref() }],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.terms.getHref() },
      { label: 'Privacy Policy', to: paths.privacy.getHref() },
      { label: 'Data Safety', to: paths.dataSafety.getHref() },
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <p className="text-lg font-bold">PitchPerfect</p>
          <p className="mt-2 text-sm text-muted-foreground">Rehearse every pitch and objection with an AI buyer before the call that counts.</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="hover:text-foreground">
                    {link.label}
                  </Link>
                </li>
              ))}
              {column.title === 'Company' && (
                <li>
                  <a href={`mailto:${CONTACT_EMAIL}`} className="hover:text-foreground">
                    Contact: {CONTACT_EMAIL}
                  </a>
                </li>
              )}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">© {new Date().getFullYear()} PitchPerfect</p>
    </footer>
  );
}
