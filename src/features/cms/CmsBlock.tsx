import RichContent from '../../components/RichContent/RichContent';
import legacy from './legacyContent.module.css';
import { useCmsBlocks } from './useCmsBlocks';

/** CMS blocks by identifier, in the order asked, each sanitised; nothing while loading or missing. */
export default function CmsBlock({ identifiers, className }: { identifiers: string[]; className?: string }) {
  const { blocks } = useCmsBlocks(identifiers);
  return (
    <>
      {blocks.map((block) => (
        <RichContent key={block.identifier} html={block.html} className={className ? `${legacy.root} ${className}` : legacy.root} />
      ))}
    </>
  );
}
