import { useIntl } from 'react-intl';
import IconButton from '../../components/IconButton/IconButton';
import Image from '../../components/Image/Image';
import { DEFAULT_IMAGE_RATIO } from '../../lib/images';
import type { GalleryImage } from './catalogTypes';
import classes from './carousel.module.css';
import { CAROUSEL_IMAGE } from './imageSizes';
import { useCarousel } from './useCarousel';

export interface CarouselProps {
  images: GalleryImage[];
  /** Alt text fallback: the product name. */
  name: string;
}

/** The product images by position: the shown one, previous/next, and a thumbnail per image. */
export default function Carousel({ images, name }: CarouselProps) {
  const { formatMessage } = useIntl();
  const { activeIndex, activeImage, show, previous, next, count } = useCarousel(images, DEFAULT_IMAGE_RATIO);
  return (
    <section
      className={classes.root}
      aria-roledescription="carousel"
      aria-label={formatMessage({ id: 'carousel.label', defaultMessage: 'Product images' })}
    >
      <div className={classes.main}>
        {activeImage?.url ? (
          <Image
            key={activeImage.url}
            resource={activeImage.url}
            alt={activeImage.label || name}
            width={CAROUSEL_IMAGE.width}
            sizes={CAROUSEL_IMAGE.sizes}
            priority
            className={classes.image}
          />
        ) : (
          <span className={classes.placeholder} />
        )}
        {count > 1 ? (
          <>
            <IconButton
              className={classes.previous}
              label={formatMessage({ id: 'carousel.previous', defaultMessage: 'Previous image' })}
              icon="chevronLeft"
              onClick={previous}
            />
            <IconButton
              className={classes.next}
              label={formatMessage({ id: 'carousel.next', defaultMessage: 'Next image' })}
              icon="chevronRight"
              onClick={next}
            />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={classes.thumbnails}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <IconButton
                className={classes.thumbnail}
                label={formatMessage({ id: 'carousel.showImage', defaultMessage: 'Show image {index} of {count}' }, { index: index + 1, count })}
                aria-pressed={index === activeIndex}
                onClick={() => show(index)}
              >
                <Image resource={image.url ?? ''} alt="" width={80} />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
