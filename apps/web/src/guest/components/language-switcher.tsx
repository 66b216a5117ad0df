import type { PublicMenu } from '@venue/shared';
import { TEXTS } from '../lib/texts.ts';

/**
 * The menu's languages as plain links (decisions §7): each is the page in that language from the
 * server, so switching works before the script arrives and costs the page no script of its own.
 * The server remembers the choice for the guest's next visit.
 */
export function LanguageSwitcher({ languages, current }: { languages: PublicMenu['languages']; current: string }) {
  if (!languages || languages.length < 2) return null;
  return (
    <nav className="pm-languages" aria-label={TEXTS.language}>
      <ul>
        {languages.map((language) => (
          <li key={language.code}>
            <a
              className="pm-language"
              href={language.href}
              hrefLang={language.code}
              aria-current={language.code === current ? 'true' : undefined}
            >
              {language.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
