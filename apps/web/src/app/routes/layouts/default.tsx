import { DefaultLayout } from '../../../components/layouts/default-layout.tsx';

export default DefaultLayout;
