import { useEffect, useRef, useState } from 'react';
import { TEXTS } from '../lib/texts.ts';

interface ItemMediaProps {
  url: string | null;
  type: 'image' | 'video' | null;
  /** Empty when the dish's name is right beside the picture. */
  alt: string;
  /** 'thumb' in cards (lazy, muted), 'full' in the detail dialog (video controls). */
  variant: 'thumb' | 'full';
}

/** The plate drawing comes from CSS (one copy in the stylesheet, not one per dish in the HTML). */
function Placeholder({ text }: { text?: string }) {
  return (
    <div className="pm-media-placeholder" role={text ? 'img' : undefined} aria-label={text}>
      {text ? <span className="pm-media-error-text">{text}</span> : null}
    </div>
  );
}

/**
 * A dish's photo or video. Broken images fall back to a placeholder and a failed video shows
 * "Video Error" (spec §2 Item card). The server-rendered page may have failed to load an image
 * before this component hydrated (its onError already fired), so mounting checks it again.
 */
export function ItemMedia({ url, type, alt, variant }: ItemMediaProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) setFailed(true);
    const video = videoRef.current;
    if (video?.error) setFailed(true);
  }, [url]);

  if (!url) return <Placeholder />;
  if (type === 'video') {
    if (failed) return <Placeholder text={TEXTS.videoError} />;
    return (
      <video
        ref={videoRef}
        className="pm-media"
        src={url}
        muted
        playsInline
        loop={variant === 'thumb'}
        controls={variant === 'full'}
        preload="metadata"
        aria-label={alt || undefined}
        onError={() => setFailed(true)}
      />
    );
  }
  if (failed) return <Placeholder />;
  return (
    <img
      ref={imageRef}
      className="pm-media"
      src={url}
      alt={alt}
      loading={variant === 'thumb' ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
