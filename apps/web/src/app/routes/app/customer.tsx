import { useParams } from 'react-router-dom';
import { CustomerPage } from '@/features/customers/components/customer-page';

export function CustomerRoute() {
  const { phone = '' } = useParams();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Cliente
        </h1>
      </header>
      <CustomerPage phone={phone} />
    </section>
  );
}
