import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DATE_FILTERS, type DateFilter } from '@/features/conversations/utils/conversation-filters';

type Props = {
  search: string;
  onSearch: (value: string) => void;
  date: DateFilter;
  onDate: (value: DateFilter) => void;
  allSelected: boolean;
  canSelect: boolean;
  onToggleAll: () => void;
};

export function ConversationsToolbar({ search, onSearch, date, onDate, allSelected, canSelect, onToggleAll }: Props) {
  const searchId = useId();
  const dateId = useId();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-center">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Buscar conversaciones
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Buscar por número o nombre..."
          className="pl-9"
        />
      </div>
      <div className="md:w-52">
        <label htmlFor={dateId} className="sr-only">
          Filtrar por fecha
        </label>
        <Select id={dateId} value={date} options={DATE_FILTERS} onChange={(e) => onDate(e.target.value as DateFilter)} />
      </div>
      <Button variant="outline" onClick={onToggleAll} disabled={!canSelect} aria-pressed={allSelected}>
        {allSelected ? 'Deseleccionar todas' : 'Seleccionar todas'}
      </Button>
    </div>
  );
}
