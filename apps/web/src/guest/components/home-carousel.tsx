import type { PublicHomeImage } from '@venue/shared';
import { TEXTS } from '../lib/texts.ts';

/**
 * The home-page images as a swipeable strip (CSS scroll snapping: no script, works before the
 * page hydrates). The first image loads eagerly: it is usually the largest paint.
 */
export function HomeCarousel({ images }: { images: PublicHomeImage[] }) {
  if (images.length === 0) return null;
  return (
    <section className="pm-carousel" aria-label={TEXTS.highlights}>
      <ul className="pm-carousel-track">
        {images.map((image, index) => {
          const content = (
            <>
              <img
                className="pm-carousel-image"
                src={image.imageUrl}
                alt={image.title || image.description || ''}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              {image.title || image.description ? (
                <span className="pm-carousel-caption">
                  {image.title ? <strong>{image.title}</strong> : null}
                  {image.description ? <span>{image.description}</span> : null}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={image.id} className="pm-carousel-slide">
              {image.linkUrl ? (
                <a className="pm-carousel-link" href={image.linkUrl} rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
