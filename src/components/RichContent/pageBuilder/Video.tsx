import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VIDEO_SOURCE_ATTRIBUTE } from '../preparePageBuilder';
import classes from './pageBuilder.module.css';
import type { ContentTypeProps } from './renderNodes';

interface VideoTarget {
  /** Where the video is watched: the provider's page (YouTube, Vimeo), or our own file played in place. */
  href: string;
  provider?: 'YouTube' | 'Vimeo';
}

/** The address of the video behind Page Builder's player URL (embed, watch or short links); undefined for others. */
export function videoTarget(source: string | null): VideoTarget | undefined {
  if (!source) return undefined;
  const youtube = /^(?:https?:)?\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=|v\/)|youtu\.be\/)([\w-]{6,20})/i.exec(source);
  if (youtube) return { href: `https://www.youtube.com/watch?v=${youtube[1]}`, provider: 'YouTube' };
  const vimeo = /^(?:https?:)?\/\/(?:player\.)?vimeo\.com\/(?:video\/)?(\d{4,12})/i.exec(source);
  if (vimeo) return { href: `https://vimeo.com/${vimeo[1]}`, provider: 'Vimeo' };
  if (/^\/(?!\/)[^"'<>\s]*\.(?:mp4|webm|ogv)(?:\?[^"'<>\s]*)?$/i.test(source)) return { href: source };
  return undefined;
}

/**
 * The video content type as a poster: nothing of the video, nor of its provider, loads before the shopper asks.
 * A YouTube or Vimeo video opens on the provider's page (our CSP frames nothing); a video file of our own plays in
 * place once clicked.
 */
export default function Video({ element, render }: ContentTypeProps) {
  const { formatMessage } = useIntl();
  const [playing, setPlaying] = useState(false);
  const marker = element.querySelector(`[${VIDEO_SOURCE_ATTRIBUTE}]`);
  const target = videoTarget(marker?.getAttribute(VIDEO_SOURCE_ATTRIBUTE) ?? null);
  const play = formatMessage({ id: 'pageBuilder.playVideo', defaultMessage: 'Play video' });
  const poster = !target ? null : target.provider ? (
    <a className={classes.videoPoster} href={target.href} target="_blank" rel="noopener noreferrer">
      <span className={classes.playIcon} aria-hidden="true" />
      <span>{formatMessage({ id: 'pageBuilder.watchOn', defaultMessage: '{play} on {provider}' }, { play, provider: target.provider })}</span>
    </a>
  ) : playing ? (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- a merchant's video: captions are theirs to add
    <video className={classes.videoFile} src={target.href} controls autoPlay />
  ) : (
    <button type="button" className={classes.videoPoster} onClick={() => setPlaying(true)}>
      <span className={classes.playIcon} aria-hidden="true" />
      <span>{play}</span>
    </button>
  );
  // The marker's place (inside Page Builder's inner and wrapper elements, which carry the size) gets the poster.
  const renderWithPoster = (node: Element): ReturnType<typeof render.element> =>
    render.element(node, {
      children: [...node.childNodes].map((child, index) =>
        child === marker ? (
          <span key={index}>{poster}</span>
        ) : child.nodeType === 1 && (child as Element).contains(marker) ? (
          renderWithPoster(child as Element)
        ) : (
          render.node(child, index)
        )
      )
    });
  return marker ? renderWithPoster(element) : render.element(element);
}
