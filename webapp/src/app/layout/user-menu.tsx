import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { downloadMyData } from '@/features/account/lib/download';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { displayName, initials, type AppUser } from '@/lib/auth/user';

/** Initials button with a menu: name and e-mail, Dashboard, Profile, Download my data, Delete account, Sign out. */
export function UserMenu({ user }: { user: AppUser }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const item = 'block w-full rounded px-3 py-2 text-left text-sm hover:bg-muted';
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account menu for ${displayName(user)}`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initials(user)}
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-50 mt-2 w-60 rounded-lg border border-border bg-card p-1 shadow-lg">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{displayName(user)}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <div className="my-1 border-t border-border" />
          <Link role="menuitem" className={item} to={paths.dashboard.getHref()} onClick={() => setOpen(false)}>
            Dashboard
          </Link>
          <Link role="menuitem" className={item} to={paths.progress.getHref()} onClick={() => setOpen(false)}>
            Profile
          </Link>
          <button
            role="menuitem"
            type="button"
            className={item}
            onClick={() => {
              setOpen(false);
              downloadMyData().catch((error: unknown) => {
                console.error('Export failed', error);
                toast({ title: 'Download failed', description: 'Your data could not be downloaded. Please try again.', variant: 'destructive' });
              });
            }}
          >
            Download my data
          </button>
          <Link role="menuitem" className={item} to={paths.accountDelete.getHref()} onClick={() => setOpen(false)}>
            Delete account
          </Link>
          <button role="menuitem" type="button" className={item} onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
