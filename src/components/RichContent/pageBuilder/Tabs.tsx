import { useId } from 'react';
import classes from './pageBuilder.module.css';
import type { ContentTypeProps } from './renderNodes';
import { useTabs } from './useTabs';

/**
 * The tabs content type as ARIA tabs: Magento's header links (`<a href="#item-id">`) become tab buttons, its tab
 * items tab panels; the merchant's default tab is shown first. The header and panel styles stay on their elements.
 */
export default function Tabs({ element, render }: ContentTypeProps) {
  const navigation = element.querySelector(':scope > [data-element="navigation"]');
  const content = element.querySelector(':scope > [data-element="content"]');
  const items = content ? [...content.children].filter((child) => child.getAttribute('data-content-type') === 'tab-item') : [];
  const headers = navigation ? [...navigation.children] : [];
  const { active, select, onKeyDown, tabRef } = useTabs(items.length, Number(element.getAttribute('data-active-tab') ?? 0));
  const id = useId();
  if (!navigation || !content || !items.length) return render.element(element);
  const tabId = (index: number) => `${id}tab${index}`;
  const panelId = (index: number) => `${id}panel${index}`;
  return render.element(element, {
    props: { className: classes.tabs },
    children: [
      <div
        key="navigation"
        role="tablist"
        className={`tabs-navigation ${classes.tabList}`}
        data-pb-style={navigation.getAttribute('data-pb-style') ?? undefined}
      >
        {items.map((item, index) => {
          const header = headers[index];
          const title = header?.textContent?.trim() || item.getAttribute('data-tab-name') || String(index + 1);
          return (
            <button
              key={index}
              ref={tabRef(index)}
              type="button"
              role="tab"
              id={tabId(index)}
              className={`tab-header ${classes.tab}`}
              data-pb-style={header?.getAttribute('data-pb-style') ?? undefined}
              aria-selected={index === active}
              aria-controls={panelId(index)}
              tabIndex={index === active ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
            >
              {title}
            </button>
          );
        })}
      </div>,
      render.element(
        content,
        {
          children: items.map((item, index) =>
            render.element(
              item,
              { props: { role: 'tabpanel', id: panelId(index), 'aria-labelledby': tabId(index), hidden: index !== active, tabIndex: 0 } },
              index
            )
          )
        },
        'content'
      )
    ]
  });
}
