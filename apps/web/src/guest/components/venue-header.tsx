import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PublicVenue } from '@venue/shared';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '?')).toUpperCase();
}

/** The venue's name and logo; a missing or broken logo shows the name's initials. */
export function VenueHeader({ venue, subtitle = 'Menu', badge }: { venue: PublicVenue; subtitle?: string; badge?: ReactNode }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const logoRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const logo = logoRef.current;
    if (logo?.complete && logo.naturalWidth === 0 && logo.currentSrc) setLogoFailed(true);
  }, []);
  return (
    <header className="pm-header">
      {venue.logoUrl && !logoFailed ? (
        <img
          ref={logoRef}
          className="pm-logo"
          src={venue.logoUrl}
          alt=""
          width={56}
          height={56}
          onError={() => setLogoFailed(true)}
        />
      ) : (
        <span className="pm-logo pm-logo-initials" aria-hidden="true">
          {initialsOf(venue.name)}
        </span>
      )}
      <div>
        <h1 className="pm-venue-name">
          {venue.name}
          {badge}
        </h1>
        <p className="pm-venue-sub">{subtitle}</p>
      </div>
    </header>
  );
}
