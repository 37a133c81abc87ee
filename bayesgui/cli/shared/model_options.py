"""The CLI's model options, generated from the model registry: ``--model``, ``--preset`` and one flag per parameter.

Parameters shared by several models get one flag; its help names the models that use it. A flag left out keeps
the preset's value (with ``--preset``) or the parameter's declared default. A parameter declared ``file`` (the
network's ``--structure FILE``) takes a file name: the file is read here, through the data layer and its limits,
and the setting keeps the file's content.
"""

from __future__ import annotations

import argparse

from bayesgui.core.models import registry
from bayesgui.data.errors import DataError
from bayesgui.data.samples import sample_preset
from bayesgui.data.saved.model_settings import ModelSettings
from bayesgui.data.saved.network_file import structure_text

#: How the file a ``file`` parameter's flag names becomes the setting's text, by parameter name.
FILE_READERS = {"structure": structure_text}


def add_model_options(parser: argparse.ArgumentParser) -> None:
    """``--model KEY``, ``--preset NAME`` and every registered parameter's flag."""
    specs = registry.specs()
    models = ", ".join(f"{s.key} ({s.description})" for s in specs)
    parser.add_argument("--model", default=registry.default_key(), choices=[s.key for s in specs], help=models)
    presets = [f"{p.key}: {p.description}" for s in specs for p in s.presets]
    parser.add_argument(
        "--preset", metavar="NAME", help="textbook settings of the model: " + "; ".join(presets) if presets else None
    )
    users: dict[str, list[str]] = {}
    for spec in specs:
        for param in spec.params:
            users.setdefault(param.name, []).append(spec.key)
    for name, param in registry.params().items():
        used_by = ", ".join(users[name])
        help_text = f"{used_by}: {param.help}".replace("%", "%%")
        if param.type is bool:
            parser.add_argument(param.flag, dest=name, action="store_const", const=True, default=None, help=help_text)
        elif param.choices:
            parser.add_argument(param.flag, dest=name, choices=param.choice_values, default=None, help=help_text)
        else:
            parser.add_argument(param.flag, dest=name, type=param.type, default=None, help=help_text)


def settings_from_args(args: argparse.Namespace, sample_preset: str | None = None) -> ModelSettings:
    """The settings the flags ask for: the model's defaults, then the preset, then the flags given.

    Parameters
    ----------
    args : argparse.Namespace
        The parsed flags.
    sample_preset : str or None
        The preset of the bundled sample being read (``SampleInfo.preset``), used when ``--preset`` is not
        given and the model has such a preset.
    """
    settings = ModelSettings(args.model)
    preset = args.preset or used_preset(settings, sample_preset)
    if preset:
        settings = settings.with_preset(preset)
    params = registry.params()
    given = {name: getattr(args, name) for name in params if getattr(args, name, None) is not None}
    for name, value in given.items():
        if params[name].file and value:
            given[name] = FILE_READERS[name](value)
    try:
        return settings.replace(**given)
    except DataError:
        raise
    except ValueError as exc:
        raise DataError(str(exc)) from None


def used_preset(settings: ModelSettings, preset: str | None) -> str | None:
    """``preset`` if the model of ``settings`` has it, else None."""
    return preset if preset in {p.key for p in settings.spec.presets} else None


def settings_for_data(args: argparse.Namespace, dataset) -> tuple[ModelSettings, str | None]:
    """``train``'s settings for ``dataset`` (a bundled sample brings its book's preset) and the preset used.

    Raises
    ------
    DataError
        When the table has no class column and ``--target`` did not name one.
    """
    if dataset.target is None:
        raise DataError(f"{args.data}: no class column was found; name it with --target COLUMN.")
    preset = sample_preset(dataset)
    settings = settings_from_args(args, preset)
    return settings, args.preset or used_preset(settings, preset)
