import { useIntl } from 'react-intl';
import classes from './pageBuilder.module.css';
import type { ContentTypeProps } from './renderNodes';

interface MapLocation {
  name: string;
  lines: string[];
  latitude: number;
  longitude: number;
}

/** `data-locations`: JSON (its quotes stored backslash-escaped), each with a position, a name and an address. */
export function parseLocations(attribute: string | null): MapLocation[] {
  if (!attribute) return [];
  let value: unknown;
  try {
    value = JSON.parse(attribute);
  } catch {
    try {
      value = JSON.parse(attribute.replace(/\\(.)/g, '$1'));
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Record<string, unknown>) => {
    const position = (entry?.position ?? {}) as { latitude?: unknown; longitude?: unknown };
    const latitude = Number(position.latitude);
    const longitude = Number(position.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return [];
    const text = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string).trim() : '');
    const cityLine = [text('zipcode'), text('city'), text('state')].filter(Boolean).join(' ');
    return [
      {
        name: text('location_name'),
        lines: [text('address'), cityLine, text('country'), text('phone'), text('comment')].filter(Boolean),
        latitude,
        longitude
      }
    ];
  });
}

/**
 * The map content type without a map: its locations, each with a link that opens it on OpenStreetMap in a new tab.
 * No map script, tile or third-party request is part of the page.
 */
export default function MapLocations({ element, render }: ContentTypeProps) {
  const { formatMessage } = useIntl();
  const locations = parseLocations(element.getAttribute('data-locations'));
  return render.element(element, {
    props: { className: classes.map },
    children: (
      <ul className={classes.locations}>
        {locations.map((location, index) => (
          <li key={index}>
            {location.name ? <strong>{location.name}</strong> : null}
            {location.lines.map((line, lineIndex) => (
              <span key={lineIndex}>{line}</span>
            ))}
            <a
              href={`https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=16/${location.latitude}/${location.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {formatMessage(
                { id: 'pageBuilder.openMap', defaultMessage: 'Open {name} on a map' },
                { name: location.name || formatMessage({ id: 'pageBuilder.location', defaultMessage: 'this location' }) }
              )}
            </a>
          </li>
        ))}
      </ul>
    )
  });
}
