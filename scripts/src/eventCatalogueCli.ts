import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@dth/infrastructure';
import { CATALOGUE_FILES, buildCatalogue, renderMarkdown, renderModule } from './eventCatalogue/catalogue';

// `npm run events:catalogue`: writes docs/events.md and the catalogue module `GET /event-types` answers.
const catalogue = buildCatalogue(repoRoot);
writeFileSync(join(repoRoot, CATALOGUE_FILES.markdown), renderMarkdown(catalogue));
writeFileSync(join(repoRoot, CATALOGUE_FILES.module), renderModule(catalogue));
console.error(`${catalogue.length} event types → ${CATALOGUE_FILES.markdown}, ${CATALOGUE_FILES.module}`);
