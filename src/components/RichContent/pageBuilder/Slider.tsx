import { useIntl } from 'react-intl';
import { useFirstScreenSettled } from '../../../lib/firstScreen';
import classes from './pageBuilder.module.css';
import type { ContentTypeProps } from './renderNodes';
import { sliderSettings, useSlider } from './useSlider';

/**
 * The slider content type as an accessible carousel (WAI-ARIA carousel pattern): one slide shown, the others
 * hidden from sight and from assistive technology; previous/next buttons and dots as Magento's settings ask, the
 * arrow keys too; autoplay with a pause button. Slides share one grid cell, so the slider is as tall as its tallest
 * slide and nothing shifts when they change. Until the first screen has settled, hidden slides do not load their
 * backgrounds (they would compete with the first slide's image).
 */
export default function Slider({ element, render }: ContentTypeProps) {
  const { formatMessage } = useIntl();
  const slides = [...element.children].filter((child) => child.getAttribute('data-content-type') === 'slide');
  const settings = sliderSettings(element, slides.length);
  const { active, show, previous, next, canGoBack, canGoOn, playing, paused, canPlay, togglePlay, holdHandlers } = useSlider(settings);
  const settled = useFirstScreenSettled();
  const label = (index: number) =>
    slides[index]?.getAttribute('data-slide-name') ||
    formatMessage({ id: 'pageBuilder.slide', defaultMessage: 'Slide {number} of {count}' }, { number: index + 1, count: slides.length });
  return render.element(element, {
    props: {
      className: `${classes.slider} ${settings.fade ? classes.fade : ''}`,
      role: 'region',
      'aria-roledescription': formatMessage({ id: 'pageBuilder.carousel', defaultMessage: 'carousel' }),
      'aria-label': element.getAttribute('aria-label') || formatMessage({ id: 'pageBuilder.slider', defaultMessage: 'Featured' }),
      ...holdHandlers
    },
    children: (
      <>
        <div className={classes.slides} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) =>
            render.element(
              slide,
              {
                props: {
                  role: 'group',
                  'aria-roledescription': formatMessage({ id: 'pageBuilder.slideRole', defaultMessage: 'slide' }),
                  'aria-label': label(index),
                  'aria-hidden': index !== active || undefined,
                  inert: index !== active ? '' : undefined,
                  'data-pb-active': index === active || undefined,
                  'data-pb-dormant': (!settled && index !== active) || undefined
                }
              },
              index
            )
          )}
        </div>
        {settings.arrows && slides.length > 1 ? (
          <div className={classes.arrows}>
            <button
              type="button"
              className={classes.arrow}
              onClick={previous}
              disabled={!canGoBack}
              aria-label={formatMessage({ id: 'pageBuilder.previousSlide', defaultMessage: 'Previous slide' })}
            >
              ‹
            </button>
            <button
              type="button"
              className={classes.arrow}
              onClick={next}
              disabled={!canGoOn}
              aria-label={formatMessage({ id: 'pageBuilder.nextSlide', defaultMessage: 'Next slide' })}
            >
              ›
            </button>
          </div>
        ) : null}
        {(settings.dots || canPlay) && slides.length > 1 ? (
          <div className={classes.controls}>
            {canPlay ? (
              <button
                type="button"
                className={classes.play}
                onClick={togglePlay}
                aria-label={
                  paused
                    ? formatMessage({ id: 'pageBuilder.play', defaultMessage: 'Play slides' })
                    : formatMessage({ id: 'pageBuilder.pause', defaultMessage: 'Pause slides' })
                }
              >
                <span className={paused ? classes.playSmallIcon : classes.pauseIcon} aria-hidden="true" />
              </button>
            ) : null}
            {settings.dots
              ? slides.map((_slide, index) => (
                  <button
                    key={index}
                    type="button"
                    className={classes.dot}
                    aria-label={label(index)}
                    aria-current={index === active || undefined}
                    onClick={() => show(index)}
                  />
                ))
              : null}
          </div>
        ) : null}
      </>
    )
  });
}
