import {buildSidebars} from './src/data/sidebars';

// English sidebars; the structure lives in src/data/sidebars.ts.
export default buildSidebars('en');
