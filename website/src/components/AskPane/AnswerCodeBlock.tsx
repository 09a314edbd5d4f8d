// The theme's code block for answers, in the chunk the assistant downloads with the first answer
// that holds code. The docs no longer need Prism in the page (plugins/static-code drops the theme's
// client module that registered the site's extra languages, bash among them), so this chunk
// registers them on the Prism instance the theme's code block uses.
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
