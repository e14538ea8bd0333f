export function LandingFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-stone-500 sm:flex-row sm:px-6">
        <p>© {new Date().getFullYear()} Comanda. Hecho en México.</p>
        <p>Pedidos por WhatsApp con inteligencia artificial</p>
      </div>
    </footer>
  );
}
