/** `attar config`: named profiles (base URL and session per profile). */
import { defineGroup } from '../../command.ts';
import setUrl from './set-url.ts';
import show from './show.ts';
import use from './use.ts';

export default defineGroup({
  name: 'config',
  summary: 'Profiles: show, use, set-url',
  examples: ['attar config show', 'attar config use staging && attar config set-url prism'],
  commands: [show, use, setUrl],
});
