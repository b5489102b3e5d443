import {buildSidebars} from './src/lib/sidebars';

// English sidebars; the structure lives in src/data/sidebars.ts.
export default buildSidebars('en');
